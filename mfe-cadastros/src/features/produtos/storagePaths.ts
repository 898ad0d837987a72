/** Spec 001 §9: product images live in the storage bucket `imagens`, under produto/{id}/. */
export const IMAGENS_BUCKET = 'imagens';

/** The url stored in produto_imagens.url_imagem: the public path, made absolute where it is shown (resolveStorageUrl). */
export function imagemUrl(path: string): string {
  return `/storage/v1/object/public/${IMAGENS_BUCKET}/${path}`;
}

/** The storage path of a stored url (absolute or not), or null when it is not an object of the bucket. */
export function imagemPath(url: string): string | null {
  const marker = `/object/public/${IMAGENS_BUCKET}/`;
  const at = url.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(url.slice(at + marker.length).split('?')[0]);
}
