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

export async function readBody(req: IncomingMessage, limit = 50 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'Payload too large', { statusCode: '413', error: 'Payload too large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body; malformed JSON is a 400 with a clear message. Empty body is {}. */
export async function readJson<T = Record<string, unknown>>(req: IncomingMessage): Promise<T> {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8');
  if (!raw.trim()) return {} as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new HttpError(400, 'Could not parse request body as JSON', { code: 400, error_code: 'bad_json' });
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
