/**
 * Compression in the browser before an upload (issue 11, DESIGN: browser-image-compression): a
 * phone photo of 4000 px and 4 MB becomes about 2000 px and a few hundred kB, so the storefront loads
 * fast and the bucket's 5 MB is never reached. The library needs a canvas, so jsdom cannot run it:
 * the decision (which files, which options) is `planoDeCompressao`, tested alone; `comprimirImagem`
 * only hands the file to the library.
 */
import type { Options } from 'browser-image-compression';
// The library's own build, served with this remote: its web worker loads it from this url instead of
// the default public CDN (jsdelivr), so the back-office depends on no third-party host.
import bibliotecaUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGEM_MAX_BYTES } from './files';

/** The longest side a product photo needs (the storefront's largest rendition is smaller). */
export const LADO_MAXIMO = 2000;
/** A margin below the bucket's 5 MB: the library's size target is approximate. */
export const TAMANHO_ALVO_MB = 4.5;

export type PlanoDeCompressao =
  | { comprimir: false; motivo: 'animacao' | 'formato-sem-codificador' }
  | { comprimir: true; opcoes: Omit<Options, 'onProgress' | 'signal'> };

/**
 * What to do with a file that passed `recusaDoArquivo`:
 * - a GIF goes as it is: the canvas would keep only its first frame (an animation lost);
 * - an AVIF goes as it is: browsers decode AVIF but no canvas encodes it, so the library would
 *   silently re-encode it as PNG (larger, and with the wrong extension); AVIF is already compact;
 * - JPEG, PNG and WebP keep their type (a PNG may need its transparency) at 2000 px at most.
 */
export function planoDeCompressao(file: Pick<File, 'type'>): PlanoDeCompressao {
  const type = file.type.toLowerCase();
  if (type === 'image/gif') return { comprimir: false, motivo: 'animacao' };
  if (type === 'image/avif') return { comprimir: false, motivo: 'formato-sem-codificador' };
  return {
    comprimir: true,
    opcoes: {
      maxWidthOrHeight: LADO_MAXIMO,
      maxSizeMB: TAMANHO_ALVO_MB,
      fileType: type,
      useWebWorker: true,
      // Resolved against this module, so the dev server's and the build's url both load.
      libURL: new URL(bibliotecaUrl, import.meta.url).href,
      // EXIF orientation is applied to the pixels; the rest (GPS of the photo) is not published.
      preserveExif: false,
    },
  };
}

/**
 * The file to upload: compressed, or the original when the plan says so. `onProgress` gets 0 to 100.
 * A result that is still above the bucket's limit is the original's problem, reported by the caller.
 */
export async function comprimirImagem(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<File> {
  const plano = planoDeCompressao(file);
  if (!plano.comprimir) {
    onProgress?.(100);
    return file;
  }
  // Loaded on the first upload only: the library is not part of the editor's first chunk.
  const { default: imageCompression } = await import('browser-image-compression');
  const comprimido = await imageCompression(file, { ...plano.opcoes, onProgress, signal });
  // The library answers a Blob-like File whose name may be lost in a worker; the name is the person's.
  return comprimido.name === file.name ? comprimido : new File([comprimido], file.name, { type: comprimido.type, lastModified: file.lastModified });
}

/** Whether a compressed file still exceeds the bucket (a huge PNG the library could not shrink). */
export const excedeLimite = (file: Pick<File, 'size'>) => file.size > IMAGEM_MAX_BYTES;
