import { getRuntimeConfig } from './config';

export interface ImageRenderOptions {
  width?: number;
  height?: number;
  /** How the image fits the box; Supabase's default is cover. */
  resize?: 'cover' | 'contain' | 'fill';
  quality?: number;
}

function baseUrl(explicit?: string): string {
  return (explicit ?? getRuntimeConfig()?.supabaseUrl ?? '').replace(/\/+$/, '');
}

/**
 * Makes a storage url absolute: "/storage/v1/object/public/imagens/x.jpg" (or without
 * the leading slash) becomes "<supabaseUrl>/storage/v1/object/public/imagens/x.jpg".
 * Absolute (http, https, data, blob) urls are returned unchanged; empty input gives "".
 */
export function resolveStorageUrl(url: string | null | undefined, supabaseUrl?: string): string {
  if (!url) return '';
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  const base = baseUrl(supabaseUrl);
  const path = url.startsWith('/') ? url : `/${url}`;
  return `${base}${path}`;
}

/**
 * The resized-image url of a public storage object: '/object/public/' becomes
 * '/render/image/public/' and width, height, resize (and quality) are added as
 * query parameters, as Supabase image transformations expect. Urls that are not
 * public storage objects are only resolved.
 */
export function imageRenderUrl(
  url: string | null | undefined,
  options: ImageRenderOptions = {},
  supabaseUrl?: string,
): string {
  const absolute = resolveStorageUrl(url, supabaseUrl);
  if (!absolute.includes('/object/public/')) return absolute;
  const rendered = absolute.replace('/object/public/', '/render/image/public/');
  const params = new URLSearchParams();
  if (options.width) params.set('width', String(Math.round(options.width)));
  if (options.height) params.set('height', String(Math.round(options.height)));
  params.set('resize', options.resize ?? 'cover');
  if (options.quality) params.set('quality', String(Math.round(options.quality)));
  return `${rendered}${rendered.includes('?') ? '&' : '?'}${params.toString()}`;
}
