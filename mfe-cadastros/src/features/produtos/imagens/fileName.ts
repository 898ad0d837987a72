/**
 * Spec 001 §7: an image is stored at `produto/{produto_id}/{timestamp}_{sanitized filename}`. The
 * name a person's camera or desktop gives ("Foto Biquíni Praia (1).JPG") becomes a safe storage key
 * ("foto-biquini-praia-1.jpg"): no accents, no spaces, no characters a url or a key must escape.
 */

/** Long enough to recognise the file, short enough for any storage key or file system. */
export const NOME_MAX = 80;
const EXTENSAO_MAX = 5;
const NOME_PADRAO = 'imagem';

/** The extension a stored file gets for its (compressed) type, so name and Content-Type agree. */
const EXTENSAO_DO_TIPO: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** Accent-free, lower-case, runs of anything but a-z and 0-9 as one '-', no '-' at either end. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The file name part of a storage key: "Foto Biquíni (1).JPG" gives "foto-biquini-1.jpg". With
 * `mimeType` (the type actually sent, after compression) the extension is the type's, so a PNG
 * converted to WebP is not stored as ".png". Never empty: a name with nothing usable is "imagem".
 */
export function sanitizeFileName(name: string, mimeType?: string): string {
  const ponto = name.lastIndexOf('.');
  const temExtensao = ponto > 0 && ponto < name.length - 1;
  const base = temExtensao ? name.slice(0, ponto) : name;
  const original = temExtensao ? slug(name.slice(ponto + 1)).replace(/-/g, '').slice(0, EXTENSAO_MAX) : '';
  const extensao = (mimeType && EXTENSAO_DO_TIPO[mimeType.toLowerCase()]) || original;
  const limite = NOME_MAX - (extensao ? extensao.length + 1 : 0);
  const nome = slug(base).slice(0, limite).replace(/-+$/, '') || NOME_PADRAO;
  return extensao ? `${nome}.${extensao}` : nome;
}

/** `produto/{id}/{timestamp}_{nome}`: the timestamp keeps a replaced image's url new (no stale cache). */
export function imagemStoragePath(produtoId: number, fileName: string, mimeType?: string, agora: number = Date.now()): string {
  return `produto/${produtoId}/${agora}_${sanitizeFileName(fileName, mimeType)}`;
}
