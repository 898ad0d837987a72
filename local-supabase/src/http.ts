import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by handlers; the gateway turns it into a JSON error response. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    /** Extra JSON fields, e.g. GoTrue's { code, error_code } or storage's { statusCode, error }. */
    public body: Record<string, unknown> = {},
    public headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused before a
 * byte is read; a body that grows past it stops being read. Either way the request is left unfinished, and
 * the gateway answers with `Connection: close` and closes the socket (see gateway.ts `closeIfBodyUnread`), as
 * Go's net/http does after a MaxBytesReader trips: a keep-alive client never waits behind the unread bytes.
 */
export function readBody(req: IncomingMessage, limit = 50 * 1024 * 1024): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, 'Payload too large', { statusCode: '413', error: 'Payload too large' });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  // Plain listeners, not `for await`: leaving a for-await loop destroys the request, and with it the socket
  // the 413 has to be written to.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * The JSON value of a request body's text, or the parser's error. An empty (or blank) body reads as
 * `null`, as Go's and Fastify's readers both treat it like `null`; each service decides what else it takes.
 */
export function parseJsonBody(raw: string): { value: unknown } | { error: unknown } {
  if (!raw.trim()) return { value: null };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { error };
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(payload);
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://localhost').searchParams;
}

/** The bearer token of a request, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1];
}
