import { imageRenderUrl } from '@loja/shared-ui/platform/core';
import type { ProdutoImagem } from './types';

/** The product's principal image (newest first), else its first image. */
export function principalImage(imagens: ProdutoImagem[]): ProdutoImagem | null {
  return imagens.find((i) => i.tipo_imagem === 'principal') ?? imagens[0] ?? null;
}

/** The secondary image shown on hover, when there is one. */
export function secondaryImage(imagens: ProdutoImagem[]): ProdutoImagem | null {
  const principal = principalImage(imagens);
  return imagens.find((i) => i.tipo_imagem === 'secundaria' && i !== principal) ?? null;
}

/** Widths the storage service renders; the browser picks from `sizes`, never the 800 px original for a card. */
const WIDTHS = [240, 360, 480, 720] as const;
/** Product images are 4:5 portraits. */
const RATIO = 5 / 4;

export function imageSrcSet(url: string): string {
  return WIDTHS.map((w) => `${imageRenderUrl(url, { width: w, height: Math.round(w * RATIO), quality: 75 })} ${w}w`).join(', ');
}

export function imageSrc(url: string, width: number): string {
  return imageRenderUrl(url, { width, height: Math.round(width * RATIO), quality: 75 });
}

/**
 * An empty image (a transparent 1 × 1 GIF): what a card photo's <picture> shows where it must not be
 * fetched (the first view's phone copy of a card, hidden by CSS on a desktop, see ProductImage).
 */
export const IMAGEM_VAZIA = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
