import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http.ts';
import { callerOf } from '../src/storage/caller.ts';
import { createStorageService } from '../src/storage/index.ts';
import type { ServiceContext } from '../src/types.ts';
import { anonClient, clientAs, serviceClient, sql, stack, unique } from './support.ts';

/** A raw call to Storage, as a hostile client would make it (supabase-js never sends these bodies). */
async function storageCall(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack().url}/storage/v1${path}`, {
    method,
    headers: {
      apikey: stack().serviceKey,
      Authorization: `Bearer ${stack().serviceKey}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

// Every storage route that takes a JSON body (supabase/storage src/http/routes/**: all have `type: 'object'`).
const JSON_ROUTES: [string, string][] = [
  ['POST', '/bucket'],
  ['PUT', '/bucket/imagens'],
  ['POST', '/object/list/imagens'],
  ['POST', '/object/list-v2/imagens'],
  ['POST', '/object/sign/imagens/produto/3/principal.webp'],
  ['POST', '/object/sign/imagens'],
  ['POST', '/object/move'],
  ['POST', '/object/copy'],
  ['DELETE', '/object/imagens'],
];

describe('S13: a body that is not a JSON object', () => {
  it.each(JSON_ROUTES)('%s %s with null, an array or a number answers 400 "body must be object", as Fastify does', async (method, path) => {
    const before = await sql('select count(*)::int as n from storage.objects');
    for (const body of ['null', '[]', '5', '"x"']) {
      const answer = await storageCall(method, path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message: 'body must be object' });
      expect(answer.text).not.toMatch(/TypeError|Cannot read|at .*\.ts/);
    }
    expect(await sql('select count(*)::int as n from storage.objects')).toEqual(before);
  });

  it('names the first property that breaks the route schema, with ajv\'s wording', async () => {
    const cases: [string, string, string, string][] = [
      ['POST', '/object/list/imagens', '{}', "body must have required property 'prefix'"],
      ['POST', '/object/list/imagens', '{"prefix":5}', 'body/prefix must be string'],
      ['POST', '/object/list/imagens', '{"prefix":"","limit":0}', 'body/limit must be >= 1'],
      ['POST', '/object/list/imagens', '{"prefix":"","sortBy":{"column":"size"}}', 'body/sortBy/column must be equal to one of the allowed values'],
      ['POST', '/object/sign/imagens/a.png', '{"expiresIn":"soon"}', 'body/expiresIn must be integer'],
      ['POST', '/object/sign/imagens', '{"expiresIn":60,"paths":[1]}', 'body/paths/0 must be string'],
      ['POST', '/object/move', '{"bucketId":"imagens","sourceKey":"a"}', "body must have required property 'destinationKey'"],
      ['DELETE', '/object/imagens', '{"prefixes":[]}', 'body/prefixes must NOT have fewer than 1 items'],
      ['POST', '/bucket', '{"public":true}', "body must have required property 'name'"],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await storageCall(method, path, body);
      expect([path, answer.status, answer.body]).toEqual([path, 400, expect.objectContaining({ statusCode: '400', code: 'InvalidRequest', message })]);
    }
  });

  it('ignores the body of POST /object/upload/sign, which has no body schema (storage-js sends {})', async () => {
    const answer = await storageCall('POST', `/object/upload/sign/imagens/teste-storage/${unique('nulo')}.png`, 'null');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ url: expect.stringMatching(/^\/object\/upload\/sign\/imagens\/.+\?token=/), token: expect.any(String) });
  });

  it('answers malformed JSON with 400 and a body over 1 MiB with Fastify\'s 413', async () => {
    const malformed = await storageCall('POST', '/object/list/imagens', '{"prefix":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });

    const huge = await storageCall('POST', '/object/list/imagens', JSON.stringify({ prefix: 'x'.repeat(1024 * 1024 + 10) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge', message: 'Request body is too large' });
  });
});

describe('S12: an over-long path segment', () => {
  it('refuses a 304-byte segment with InvalidKey, naming only the key and never a path of the machine', async () => {
    const [row] = await sql<{ data_directory: string }>('show data_directory');
    const dataDir = dirname(row.data_directory);
    const name = `teste-storage/${'a'.repeat(300)}.png`;
    const upload = await serviceClient().storage.from('imagens').upload(name, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(upload.error).toMatchObject({ status: 400, statusCode: '400', message: `Invalid key: ${name}` });

    for (const path of [`/object/imagens/${name}`, `/object/public/imagens/${name}`, `/object/info/imagens/${name}`]) {
      const answer = await storageCall('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: `Invalid key: ${name}` });
      expect(answer.text).not.toContain(dataDir);
    }
    expect(await sql('select 1 from storage.objects where name = $1', [name])).toEqual([]);
  });

  it('still takes a 255-byte segment', async () => {
    const name = `teste-storage/${unique('longo')}/${'b'.repeat(255 - 4)}.png`;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const funcionario = await clientAs('funcionario');
    expect((await funcionario.storage.from('imagens').upload(name, new Blob([bytes], { type: 'image/png' }))).error).toBeNull();
    expect((await funcionario.storage.from('imagens').remove([name])).error).toBeNull();
  });
});

describe('Storage checks the bearer itself (no apikey gate in the CLI\'s Kong)', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  it('refuses a request with no token as the route says: header schema, JWT check, or anon where an invalid JWT is allowed', async () => {
    const config = { jwtSecret: stack().jwtSecret };
    await expect(callerOf(request({}), config)).rejects.toMatchObject({
      status: 400,
      message: "headers must have required property 'authorization'",
      body: { statusCode: '400', code: 'InvalidRequest', error: 'Error' },
    });
    await expect(callerOf(request({}), config, 'jwt')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid Compact JWS',
      body: { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' },
    });
    expect(await callerOf(request({}), config, 'optional')).toMatchObject({ claims: { role: 'anon' }, owner: null });
    expect(await callerOf(request({ authorization: 'Bearer lixo' }), config, 'optional')).toMatchObject({ claims: { role: 'anon' } });
    // Storage reads Authorization only: an apikey becomes one in the gateway (Kong's request-transformer).
    await expect(callerOf(request({ apikey: stack().serviceKey }), config)).rejects.toMatchObject({
      status: 400,
      message: "headers must have required property 'authorization'",
    });
    // A raw token (no "Bearer") works.
    const raw = await callerOf(request({ authorization: stack().anonKey }), config);
    expect(raw.claims.role).toBe('anon');
  });

  it('needs no apikey: with neither key nor bearer, routes answer as Storage does', async () => {
    const bare = (method: string, path: string, body?: string) =>
      fetch(`${stack().url}/storage/v1${path}`, { method, body, headers: body ? { 'Content-Type': 'application/json' } : {} });
    const listing = await bare('POST', '/object/list/imagens', '{"prefix":""}');
    expect([listing.status, await listing.json()]).toEqual([
      400,
      { statusCode: '400', code: 'InvalidRequest', error: 'Error', message: "headers must have required property 'authorization'" },
    ]);
    const v2 = await bare('POST', '/object/list-v2/imagens', '{}');
    expect(await v2.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'Invalid Compact JWS' });
    const seeded = await bare('GET', '/object/imagens/produto/3/principal.webp');
    expect(seeded.status).toBe(200);
    const info = await bare('GET', '/object/info/imagens/produto/3/principal.webp');
    expect(info.status).toBe(200);
  });

  it('answers a bad bearer with jose\'s message, and serves GET /object/<bucket>/<name> as anon anyway', async () => {
    const garbage = await storageCall('POST', '/object/list/imagens', '{"prefix":""}', { Authorization: 'Bearer garbage' });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Invalid Compact JWS' });

    const [header, payload] = stack().anonKey.split('.');
    const forged = await storageCall('POST', '/object/list/imagens', '{"prefix":""}', { Authorization: `Bearer ${header}.${payload}.AAAA` });
    expect(forged.body).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'signature verification failed' });

    const seeded = await fetch(`${stack().url}/storage/v1/object/imagens/produto/3/principal.webp`, {
      headers: { apikey: stack().anonKey, Authorization: 'Bearer garbage' },
    });
    expect(seeded.status).toBe(200);
    expect((await anonClient().storage.from('imagens').info('produto/3/principal.webp')).error).toBeNull();
  });
});

describe('anything unexpected inside Storage', () => {
  it('is Storage\'s bare 500, with no internal text', async () => {
    const leaky = new Error('ENOENT: no such file or directory, open \'/home/loja/segredo/storage/imagens/x\'');
    const pool = { connect: () => Promise.reject(leaky), query: () => Promise.reject(leaky) } as unknown as pg.Pool;
    const service = createStorageService({ config: { jwtSecret: stack().jwtSecret, dataDir: '/tmp' }, pool } as unknown as ServiceContext);
    const req = Object.assign(Readable.from([]), {
      method: 'GET',
      url: '/storage/v1/bucket',
      headers: { authorization: `Bearer ${stack().serviceKey}` },
    }) as unknown as IncomingMessage;
    const error = await service(req, {} as ServerResponse, '/bucket').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Internal Server Error', body: { statusCode: '500', code: 'InternalError', error: 'Internal' } });
    expect(JSON.stringify(error)).not.toContain('segredo');
  });
});
