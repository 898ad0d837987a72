import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { StorageErrors } from './errors.ts';
import { SNIFF_BYTES } from './sniff.ts';

/** An upload staged in a temp file, with what the client said about it. */
export interface ReceivedUpload {
  size: number;
  /** Quoted MD5 of the bytes, as S3/Storage report eTag. */
  eTag: string;
  /** The first bytes, to sniff the real type. */
  head: Buffer;
  /** Content type the client declared (the form part's, or the request's for a raw body). */
  declaredMimeType: string;
  /** Cache-Control value to serve the object with, e.g. "max-age=3600" (no-cache when none was sent). */
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Storage's value when the client sent none (uploader.ts); supabase-js always sends one ("3600"). */
const NO_CACHE = 'no-cache';

/** Multipart: the form's cacheControl field, prefixed "max-age=" verbatim as Storage does; absent is no-cache. */
export function multipartCacheControl(field: string | undefined): string {
  return field ? `max-age=${field}` : NO_CACHE;
}

/**
 * Node refuses to send a header value with control characters (ERR_INVALID_CHAR), which used to end every
 * later GET of the object in a 500. Storage stores such a value and answers each GET with InvalidHeaderChar
 * (plugins/header-validator.ts); we refuse it at upload, with the same error, so nothing unservable is stored.
 * Storage's test (internal/http/header.ts): TAB, 0x20-0x7E and 0x80-0xFF only.
 */
export function checkHeaderValue(name: string, value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c > 0xff || (c < 0x20 && c !== 0x09) || c === 0x7f) throw StorageErrors.invalidHeaderChar(name, value);
  }
  return value;
}

/**
 * User metadata as Storage reads it (uploader.ts parseUserMetadata): JSON, base64-encoded in the x-metadata
 * header; what does not parse is ignored, and a non-object is spread into one, as `{ ...userMetadata }` does.
 */
function parseUserMetadata(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw);
    return Object.assign({}, parsed) as Record<string, unknown>;
  } catch {
    return null;
  }
}

interface StagedBytes {
  size: number;
  eTag: string;
  head: Buffer;
  tooLarge: boolean;
}

/**
 * Copies a stream into `tempPath`, hashing as it goes. Past `limit` it stops writing but keeps reading, so the
 * client gets a clean 413 answer instead of a reset connection.
 */
async function stage(source: Readable | IncomingMessage, tempPath: string, limit: number): Promise<StagedBytes> {
  const out = createWriteStream(tempPath);
  let writeError: Error | undefined;
  // One waiter at a time for 'drain'; an error releases it too (no 'drain' follows an error).
  let release: (() => void) | undefined;
  out.on('error', (error) => {
    writeError = error;
    release?.();
  });
  out.on('drain', () => release?.());
  const drained = () => new Promise<void>((resolve) => (release = resolve));
  const md5 = createHash('md5');
  const headParts: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let tooLarge = false;
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) tooLarge = true;
    if (tooLarge || writeError) continue;
    md5.update(buffer);
    if (headSize < SNIFF_BYTES) {
      headParts.push(buffer.subarray(0, SNIFF_BYTES - headSize));
      headSize += Math.min(buffer.length, SNIFF_BYTES - headSize);
    }
    if (!out.write(buffer)) await drained();
  }
  if (!writeError) await new Promise<void>((resolve) => out.end(resolve));
  out.destroy();
  if (writeError) throw writeError;
  return { size, eTag: `"${md5.digest('hex')}"`, head: Buffer.concat(headParts), tooLarge };
}

/**
 * Reads the upload body (a browser FormData as supabase-js sends it, or a raw body with its content-type)
 * into `tempPath`. Throws Storage's 413 past `limit`; the temp file is gone whenever this throws.
 */
export async function receiveUpload(req: IncomingMessage, tempPath: string, limit: number): Promise<ReceivedUpload> {
  try {
    const contentType = req.headers['content-type'] ?? '';
    if (/^multipart\/form-data/i.test(contentType)) return await receiveMultipart(req, tempPath, limit);

    const declaredLength = Number(req.headers['content-length']);
    if (Number.isFinite(declaredLength) && declaredLength > limit) {
      await drain(req);
      throw StorageErrors.entityTooLarge();
    }
    const staged = await stage(req, tempPath, limit);
    if (staged.tooLarge) throw StorageErrors.entityTooLarge();
    const metadataHeader = req.headers['x-metadata'];
    return {
      size: staged.size,
      eTag: staged.eTag,
      head: staged.head,
      declaredMimeType: checkHeaderValue('content-type', contentType || 'application/octet-stream'),
      cacheControl: checkHeaderValue('cache-control', headerValue(req.headers['cache-control']) ?? NO_CACHE),
      userMetadata: parseUserMetadata(headerValue(metadataHeader), true),
    };
  } catch (error) {
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
}

async function receiveMultipart(req: IncomingMessage, tempPath: string, limit: number): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: Promise<StagedBytes & { mimeType: string }> | undefined;
  let parser: busboy.Busboy;
  try {
    // One byte over the limit is enough to know it is too large; busboy discards the rest.
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit + 1, fields: 20, fieldSize: 1024 * 1024 } });
  } catch {
    await drain(req);
    throw StorageErrors.invalidRequest('Malformed multipart/form-data body');
  }
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (_name, stream, info) => {
    if (file) {
      stream.resume();
      return;
    }
    file = stage(stream, tempPath, limit).then((staged) => ({ ...staged, mimeType: info.mimeType }));
    file.catch(() => stream.resume());
  });
  await new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', (error) => {
      req.unpipe(parser);
      req.resume();
      reject(StorageErrors.invalidRequest(`Malformed multipart/form-data body: ${(error as Error).message}`));
    });
    req.pipe(parser);
  });
  if (!file) throw StorageErrors.invalidRequest('No content provided');
  const staged = await file;
  if (staged.tooLarge) throw StorageErrors.entityTooLarge();
  return {
    size: staged.size,
    eTag: staged.eTag,
    head: staged.head,
    // Storage: the form's contentType field, else the file part's own type.
    declaredMimeType: checkHeaderValue('content-type', fields.contentType || staged.mimeType || 'application/octet-stream'),
    cacheControl: checkHeaderValue('cache-control', multipartCacheControl(fields.cacheControl)),
    userMetadata: parseUserMetadata(fields.metadata, false),
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads and discards what is left of a request body, so an early refusal still reaches the client. */
export async function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  req.resume();
  await Promise.race([once(req, 'end'), once(req, 'close'), once(req, 'error')]).catch(() => undefined);
}
