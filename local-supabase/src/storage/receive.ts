import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { firstValue } from '../headers.ts';
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
}

/**
 * Copies a stream into `tempPath`, hashing as it goes. Past `limit` it stops reading, pauses the source and
 * rejects with Storage's 413: the rest of the body is never read. The source is paused, not destroyed (leaving
 * a for-await loop would destroy the request and its socket before the 413 is written); the gateway answers
 * and then closes the connection (closeIfBodyUnread).
 */
function stage(source: Readable, tempPath: string, limit: number): Promise<StagedBytes> {
  const out = createWriteStream(tempPath);
  const md5 = createHash('md5');
  const headParts: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  return new Promise<StagedBytes>((resolve, reject) => {
    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onFail);
      source.off('close', onClose);
      out.off('error', onFail);
      out.off('drain', onDrain);
    };
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      cleanup();
      source.pause();
      // Writes still queued fail once the file is destroyed: nothing to report, the upload is refused already.
      out.on('error', () => undefined);
      // Rejected once the temp file is closed, so the caller's unlink cannot race its opening.
      out.once('close', () => reject(error));
      out.destroy();
    };
    const onFail = (error: Error) => fail(error);
    const onDrain = () => source.resume();
    // A client gone mid-body (a closed source without 'end' or 'error') must not leave the upload waiting.
    const onClose = () => fail(new Error('The upload ended before its body did'));
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(StorageErrors.entityTooLarge());
      md5.update(chunk);
      if (headSize < SNIFF_BYTES) {
        headParts.push(chunk.subarray(0, SNIFF_BYTES - headSize));
        headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
      }
      if (!out.write(chunk)) source.pause();
    };
    const onEnd = () => {
      source.off('data', onData);
      source.off('error', onFail);
      source.off('close', onClose);
      out.off('drain', onDrain);
      out.end(() => {
        // A write error meanwhile has already rejected (end's callback also runs on error).
        if (failed) return;
        cleanup();
        resolve({ size, eTag: `"${md5.digest('hex')}"`, head: Buffer.concat(headParts) });
      });
    };
    out.on('error', onFail);
    out.on('drain', onDrain);
    source.on('end', onEnd);
    source.on('error', onFail);
    source.on('close', onClose);
    source.on('data', onData);
  });
}

/**
 * Reads the upload body (a browser FormData as supabase-js sends it, or a raw body with its content-type)
 * into `tempPath`. Throws Storage's 413 past `limit`, without reading the rest; the temp file is gone
 * whenever this throws.
 */
export async function receiveUpload(req: IncomingMessage, tempPath: string, limit: number): Promise<ReceivedUpload> {
  try {
    const contentType = req.headers['content-type'] ?? '';
    if (/^multipart\/form-data/i.test(contentType)) return await receiveMultipart(req, tempPath, limit);

    const declaredLength = Number(req.headers['content-length']);
    if (Number.isFinite(declaredLength) && declaredLength > limit) throw StorageErrors.entityTooLarge();
    const staged = await stage(req, tempPath, limit);
    const metadataHeader = req.headers['x-metadata'];
    return {
      size: staged.size,
      eTag: staged.eTag,
      head: staged.head,
      declaredMimeType: checkHeaderValue('content-type', contentType || 'application/octet-stream'),
      cacheControl: checkHeaderValue('cache-control', firstValue(req.headers['cache-control']) ?? NO_CACHE),
      userMetadata: parseUserMetadata(firstValue(metadataHeader), true),
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
    // One byte over the limit is enough to know it is too large.
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit + 1, fields: 20, fieldSize: 1024 * 1024 } });
  } catch {
    throw StorageErrors.invalidRequest('Malformed multipart/form-data body');
  }
  await new Promise<void>((resolve, reject) => {
    // A refusal stops reading the request where it is (no draining: the gateway closes the connection).
    const stop = (error: unknown) => {
      req.unpipe(parser);
      req.pause();
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume();
        return;
      }
      file = stage(stream, tempPath, limit).then((staged) => ({ ...staged, mimeType: info.mimeType }));
      file.catch(stop);
    });
    parser.on('close', resolve);
    parser.on('error', (error) => stop(StorageErrors.invalidRequest(`Malformed multipart/form-data body: ${(error as Error).message}`)));
    req.pipe(parser);
  });
  if (!file) throw StorageErrors.invalidRequest('No content provided');
  const staged = await file;
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
