import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import mime from 'mime-types';
import type { StorageDisk } from './disk.ts';
import { StorageErrors } from './errors.ts';
import { checkHeaderValue } from './receive.ts';
import type { ObjectRow } from './objects.ts';

export const DEFAULT_CACHE_CONTROL = 'max-age=3600';

/** Response headers of an object, from its metadata (rows written by hand may lack some: fall back sensibly). */
export interface ServedFile {
  path: string;
  size: number;
  contentType: string;
  cacheControl: string;
  eTag: string;
  lastModified: Date;
}

export async function objectFile(disk: StorageDisk, row: ObjectRow): Promise<ServedFile> {
  const path = disk.objectPath(row.bucket_id, row.name);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw StorageErrors.noSuchKey();
  const meta = row.metadata ?? {};
  const lastModified = meta.lastModified ? new Date(meta.lastModified) : row.updated_at;
  return {
    path,
    size: info.size,
    contentType: meta.mimetype || mime.lookup(row.name) || 'application/octet-stream',
    cacheControl: meta.cacheControl || DEFAULT_CACHE_CONTROL,
    eTag: meta.eTag || `"${row.version ?? row.id}"`,
    lastModified: Number.isNaN(lastModified.getTime()) ? row.updated_at : lastModified,
  };
}

/** RFC 9110 conditional GET: If-None-Match wins over If-Modified-Since. */
export function isNotModified(req: IncomingMessage, eTag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(eTag);
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

/** Content-Disposition for ?download / ?download=<name>, as Storage's renderer handleDownload. */
function disposition(query: URLSearchParams): Record<string, string> {
  const download = query.get('download');
  if (download === null) return {};
  if (download === '') return { 'Content-Disposition': 'attachment;' };
  const encoded = encodeURIComponent(download);
  return { 'Content-Disposition': `attachment; filename=${encoded}; filename*=UTF-8''${encoded}` };
}

/**
 * Storage's normalizeContentType (renderer.ts): anything naming text/html is served as text/plain, so an
 * uploaded page never runs on the API origin.
 */
export function servedContentType(contentType: string): string {
  return contentType.includes('text/html') ? 'text/plain' : contentType;
}

/**
 * Ours, not Storage's: objects are served on the API origin, the origin of /mailbox too. A document type other
 * than text/html (image/svg+xml, XML, XHTML) opened directly would run its scripts there and could read
 * /mailbox/api/messages; a sandboxed response with no sources runs nothing and has no origin. An <img> of the
 * object (the storefront's product images) is not affected.
 */
export const OBJECT_CSP = "sandbox; default-src 'none'";

export interface SendOptions {
  /** Extra response headers (Vary for rendered images). */
  extra?: Record<string, string>;
  /** Signed URLs: Storage sends `Expires: <the token's exp>` in place of Cache-Control. */
  expires?: Date;
}

/** Streams a file with Storage's headers; 304 for a matching conditional request; no body for HEAD. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServedFile,
  query: URLSearchParams,
  { extra = {}, expires }: SendOptions = {},
): Promise<void> {
  const headers: Record<string, string> = {
    ...(expires ? { Expires: expires.toUTCString() } : { 'Cache-Control': file.cacheControl }),
    ETag: file.eTag,
    'Last-Modified': file.lastModified.toUTCString(),
    ...extra,
  };
  // Rows stored before uploads were checked may hold a value Node cannot send: Storage's header-validator answer.
  for (const [header, value] of Object.entries({ ...headers, 'content-type': file.contentType })) checkHeaderValue(header.toLowerCase(), value);
  if (isNotModified(req, file.eTag, file.lastModified)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': servedContentType(file.contentType),
    'Content-Length': String(file.size),
    // Storage's own header on every object (renderer.ts setHeaders). Not its Accept-Ranges: Range is not served here.
    'X-Robots-Tag': 'none',
    // ...and ours: Storage sends no nosniff, but without it a browser may still sniff a text/plain body as HTML.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': OBJECT_CSP,
    ...disposition(query),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file.path), res).catch(() => res.destroy());
}
