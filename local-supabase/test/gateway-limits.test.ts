/**
 * Bodies over the limit, as GoTrue behind Go's net/http answers them: 413 `request_entity_too_large`
 * "Request body too large (max 1048576 bytes)" (`limitRequestBody(1 << 20)`, `retrieveRequestParams`),
 * with `Connection: close` and the connection closed after the reply (`response.requestTooLarge`), so a
 * keep-alive client's next request goes out on a new connection at once.
 */
import { Readable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import { Pool } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { clientOptions, stack, unique } from './support.ts';

const MIB = 1024 * 1024;
const TOO_LARGE = { code: 'request_entity_too_large', message: 'Request body too large (max 1048576 bytes)' };

let pool: Pool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** One connection only: a second request can only go out once the first connection is free or gone. */
function onePool(): Pool {
  pool = new Pool(stack().url, { connections: 1, pipelining: 1, keepAliveTimeout: 60_000 });
  return pool;
}

async function* chunks(total: number, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < total; sent += size) yield Buffer.alloc(Math.min(size, total - sent), 0x61);
}

/** The next request on the same pool, and how long it took. */
async function nextRequest(p: Pool): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await p.request({ path: '/auth/v1/settings', method: 'GET', headersTimeout: 10_000, bodyTimeout: 10_000 });
  await res.body.text();
  // Only replies to unread bodies close: an ordinary request keeps its connection.
  expect(res.headers.connection).toBe('keep-alive');
  return { status: res.statusCode, ms: performance.now() - started };
}

describe('auth bodies over 1 MiB', () => {
  it('supabase-js gets GoTrue’s 413 request_entity_too_large', async () => {
    const client = createClient(stack().url, stack().anonKey, clientOptions);
    const { error } = await client.auth.signUp({
      email: `${unique('grande')}@exemplo.com`,
      password: 'segredo123',
      options: { data: { nota: 'x'.repeat(MIB + 10) } },
    });
    expect(error).toMatchObject({ status: 413, code: TOO_LARGE.code, message: TOO_LARGE.message });
  });

  it('a declared Content-Length over the limit is refused before the body is read, and the connection closes', async () => {
    const p = onePool();
    const body = Buffer.alloc(2 * MIB, 0x61);
    const res = await p.request({
      path: '/auth/v1/signup',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(await res.body.json()).toEqual(TOO_LARGE);

    const next = await nextRequest(p);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2_000);
  });

  it('a chunked body that grows past the limit gets the same 413, and the next request does not wait', async () => {
    const p = onePool();
    const res = await p.request({
      path: '/auth/v1/token?grant_type=password',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: Readable.from(chunks(3 * MIB)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(await res.body.json()).toEqual(TOO_LARGE);

    const next = await nextRequest(p);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2_000);
  });

  it('a body just under the limit is read and parsed', async () => {
    const p = onePool();
    const padding = 'x'.repeat(MIB - 200);
    const res = await p.request({
      path: '/auth/v1/recover',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: 'não é e-mail', padding }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.connection).not.toBe('close');
    expect(await res.body.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('storage JSON bodies over 1 MiB', () => {
  it('413, and the pool moves on', async () => {
    const p = onePool();
    const res = await p.request({
      path: '/storage/v1/object/list/imagens',
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack().serviceKey}` },
      body: Readable.from(chunks(2 * MIB)),
    });
    expect(res.statusCode).toBe(413);
    expect(await res.body.json()).toMatchObject({ statusCode: '413' });

    const next = await nextRequest(p);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2_000);
  });
});
