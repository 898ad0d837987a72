import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ServedFile } from './download.ts';
import { StorageErrors } from './errors.ts';
import { SNIFF_BYTES, sniffMimeType } from './sniff.ts';

/** Supabase's image transformation options (query string of /render/image/...). */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
}

type OutputFormat = 'webp' | 'png' | 'jpeg' | 'gif' | 'avif';

const FORMAT_OF_MIME: Record<string, OutputFormat> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const MIME_OF_FORMAT: Record<OutputFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};
// Supabase's imgproxy: resize "contain" fits inside the box without padding, "fill" stretches.
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

/** The sizes this service renders (Storage's IMG_LIMITS_MIN_SIZE / IMG_LIMITS_MAX_SIZE, with our wider maximum). */
export const MIN_DIMENSION = 1;
export const MAX_DIMENSION = 2500;

function dimension(query: URLSearchParams, name: 'width' | 'height'): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_DIMENSION || value > MAX_DIMENSION) {
    throw StorageErrors.invalidParameter(`${name} must be an integer between ${MIN_DIMENSION} and ${MAX_DIMENSION}`);
  }
  return value;
}

export function parseTransform(query: URLSearchParams): TransformOptions {
  const resize = query.get('resize') || 'cover';
  if (resize !== 'cover' && resize !== 'contain' && resize !== 'fill') {
    throw StorageErrors.invalidParameter('resize must be one of cover, contain, fill');
  }
  const qualityRaw = query.get('quality');
  const quality = qualityRaw ? Number(qualityRaw) : 80;
  if (!Number.isInteger(quality) || quality < 20 || quality > 100) {
    throw StorageErrors.invalidParameter('quality must be an integer between 20 and 100');
  }
  return { width: dimension(query, 'width'), height: dimension(query, 'height'), resize, quality };
}

/**
 * The image type of a source: its stored content type when that is an image format we render, else what its
 * bytes say (an image stored as application/octet-stream is still rendered, and keeps its own format).
 */
export async function sourceImageType(source: ServedFile): Promise<string> {
  if (FORMAT_OF_MIME[source.contentType]) return source.contentType;
  const file = await open(source.path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0);
    return sniffMimeType(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/**
 * The format asked for (format=avif|webp), else WebP when the browser takes it (format=origin keeps the
 * original), else the original format.
 */
export function outputFormat(req: IncomingMessage, query: URLSearchParams, sourceMime: string): OutputFormat {
  const original = FORMAT_OF_MIME[sourceMime] ?? 'png';
  const requested = query.get('format');
  if (requested === 'origin') return original;
  if (requested === 'avif' || requested === 'webp') return requested;
  return (req.headers.accept ?? '').includes('image/webp') ? 'webp' : original;
}

/**
 * Renders (or reuses from <dataDir>/storage-cache) a variant of an image. The cache key includes the
 * object's eTag, so a replaced object never serves an old variant. The stored content type plays no part:
 * sharp reads the bytes, as imgproxy does for Storage.
 */
export async function renderVariant(
  source: ServedFile,
  options: TransformOptions,
  format: OutputFormat,
  variantDir: string,
): Promise<ServedFile> {
  const key = createHash('sha256')
    .update(JSON.stringify([source.eTag, options.width, options.height, options.resize, options.quality, format]))
    .digest('hex')
    .slice(0, 40);
  const path = join(variantDir, `${key}.${format}`);
  const cached = await stat(path).catch(() => undefined);
  if (!cached) {
    await mkdir(variantDir, { recursive: true });
    const temp = join(variantDir, `.${randomUUID()}.tmp`);
    try {
      let image = sharp(source.path, { animated: format === 'gif' || format === 'webp' }).rotate();
      if (options.width || options.height) {
        image = image.resize({
          width: options.width,
          height: options.height,
          fit: FIT[options.resize],
          withoutEnlargement: true,
        });
      }
      image = image.toFormat(format, { quality: options.quality });
      await image.toFile(temp);
      await rename(temp, path);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      // Storage hands imgproxy the bytes whatever the stored content type; bytes it cannot read get imgproxy's
      // 422, which Storage passes on as ImageProcessingError. sharp's own text is logged, never sent (it may
      // name the file on disk).
      console.error('[storage] image transformation failed:', (error as Error).message);
      throw StorageErrors.imageProcessing('Source image type not supported');
    }
  }
  const info = await stat(path);
  return {
    path,
    size: info.size,
    contentType: MIME_OF_FORMAT[format],
    cacheControl: source.cacheControl,
    eTag: `"${key}"`,
    lastModified: source.lastModified,
  };
}
