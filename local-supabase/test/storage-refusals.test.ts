/**
 * An upload Storage refuses is not read to its end: a bad JWT or a body past the bucket's limit gets its
 * refusal (Storage's HTTP 400, the real status in the body) while the client is still sending, and the gateway then closes the connection (as Go's net/http
 * does for an unread body), so a keep-alive pool's next request goes out at once on a new connection.
 */
import { Readable } from 'node:stream';
import { Pool } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { stack, unique } from './support.ts';

const MIB = 1024 * 1024;
/** Far more than the 5 MiB `imagens` limit plus what the sockets can buffer on the way. */
const BODY = 512 * MIB;
/**
 * What the client may have sent when the answer arrives if the server stopped reading at the refusal.
 * Generous: on a loaded CI machine the refusal has come after 48 MiB had flowed; a server that read
 * the body to its end would have taken all 512.
 */
const AT_MOST_SENT = 256 * MIB;
/** The next request goes out at once on a new connection: seconds at most, not the 60 s keep-alive. */
const NEXT_REQUEST_MS = 5_000;

let pool: Pool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function onePool(): Pool {
  pool = new Pool(stack().url, { connections: 1, pipelining: 1, keepAliveTimeout: 60_000 });
  return pool;
}

/** A chunked body of `total` bytes (after `head`) that counts what the client has produced so far. */
function countedBody(total: number, head = ''): { body: Readable; sent: () => number } {
  let sent = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    if (head) yield Buffer.from(head);
    const size = 64 * 1024;
    while (sent < total) {
      const chunk = Buffer.alloc(Math.min(size, total - sent), 0x61);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { body: Readable.from(chunks()), sent: () => sent };
}

async function nextRequest(p: Pool): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await p.request({ path: '/auth/v1/settings', method: 'GET', headersTimeout: 10_000, bodyTimeout: 10_000 });
  await res.body.text();
  expect(res.headers.connection).toBe('keep-alive');
  return { status: res.statusCode, ms: performance.now() - started };
}

async function refusedUpload(
  authorization: string,
  multipart = false,
): Promise<{ status: number; connection: unknown; body: unknown; sent: number }> {
  const p = onePool();
  const boundary = 'limite-do-formulario';
  const { body, sent } = multipart
    ? countedBody(BODY, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`)
    : countedBody(BODY);
  const res = await p.request({
    path: `/storage/v1/object/imagens/${unique('grande')}.png`,
    method: 'POST',
    headers: { 'content-type': multipart ? `multipart/form-data; boundary=${boundary}` : 'image/png', authorization },
    body,
    headersTimeout: 10_000,
  });
  const sentAtAnswer = sent();
  return { status: res.statusCode, connection: res.headers.connection, body: await res.body.json(), sent: sentAtAnswer };
}

describe('refused uploads are not read to the end', () => {
  it('a chunked upload past the bucket limit gets its 413 while still sending, and the pool moves on', async () => {
    const res = await refusedUpload(`Bearer ${stack().serviceKey}`);
    // Storage's HTTP 400 with the real status in the body.
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(res.connection).toBe('close');
    expect(res.sent).toBeLessThan(AT_MOST_SENT);

    const next = await nextRequest(pool!);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(NEXT_REQUEST_MS);
  });

  it('a chunked multipart upload whose file passes the limit gets its 413 the same way', async () => {
    const res = await refusedUpload(`Bearer ${stack().serviceKey}`, true);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(res.connection).toBe('close');
    expect(res.sent).toBeLessThan(AT_MOST_SENT);

    const next = await nextRequest(pool!);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(NEXT_REQUEST_MS);
  });

  it('an upload with a bad JWT gets its 403 while still sending, and the pool moves on', async () => {
    const res = await refusedUpload('Bearer nao-e-um-jwt');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'Invalid Compact JWS' });
    expect(res.connection).toBe('close');
    expect(res.sent).toBeLessThan(AT_MOST_SENT);

    const next = await nextRequest(pool!);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(NEXT_REQUEST_MS);
  });
});
