/**
 * What a file really is, from its first bytes: a text file renamed .png and sent as image/png must not
 * pass a bucket that only takes images. Covers the formats browsers upload and sharp can render.
 */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

export function sniffMimeType(head: Buffer): string {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
    if (['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V '].includes(brand)) return 'video/mp4';
  }
  if (ascii(head, 0, 2) === 'BM') return 'image/bmp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (isText(head)) {
    const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
    if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
    return 'text/plain';
  }
  return 'application/octet-stream';
}

/** UTF-8 without control characters other than whitespace (the last character may be cut by the sample). */
function isText(head: Buffer): boolean {
  if (head.length === 0) return true;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const body = decoded.replace(/\uFFFD$/, '');
  if (body.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex -- finding control characters is this check's purpose
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(body);
}

/**
 * Storage's validateMimeType (src/storage/uploader.ts): the type must split into "type/subtype", and an entry
 * matches when the type is equal and the subtype is "*" or exactly equal. Case-sensitive, and parameters are
 * not stripped: "text/plain;charset=UTF-8" does not match "text/plain", as in Storage.
 */
export function mimeAllowed(mimeType: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const requested = mimeType.split('/');
  if (requested.length < 2) return false;
  const [type, subtype] = requested;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
