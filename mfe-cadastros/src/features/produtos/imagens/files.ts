import { IMAGEM_MESSAGES } from '../messages';

/** The bucket's limit (migration 20261122000400: file_size_limit 5242880), spec 001 §5 and §9. */
export const IMAGEM_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The types the bucket `imagens` takes (allowed_mime_types of migration 20261122000400). Another
 * image type (HEIC, BMP, SVG, TIFF) would pass "is an image" and then be refused by storage, so it is
 * refused here, before any upload, with the spec's message.
 */
export const IMAGEM_TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImagemTipoArquivo = (typeof IMAGEM_TIPOS)[number];

/** The file input's `accept`: the browser's picker offers only what the bucket takes. */
export const IMAGEM_ACCEPT = IMAGEM_TIPOS.join(',');

/** The formats as a person reads them (the slot's hint). */
export const IMAGEM_FORMATOS = 'JPG, PNG, WebP, GIF ou AVIF';

export function isImagemAceita(type: string): type is ImagemTipoArquivo {
  return (IMAGEM_TIPOS as readonly string[]).includes(type.toLowerCase());
}

/**
 * Spec 001 §5: the spec's refusal of a chosen file, or null when it may be compressed and sent.
 * The type is checked first: a 6 MB PDF is "not an image", not "too large".
 */
export function recusaDoArquivo(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isImagemAceita(file.type)) return IMAGEM_MESSAGES.notImage;
  if (file.size > IMAGEM_MAX_BYTES) return IMAGEM_MESSAGES.tooLarge;
  return null;
}
