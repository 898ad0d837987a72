/**
 * Unhandled errors: each prefix answers the 500 its real service answers, with none of the error's text
 * (GoTrue's `handleResponseErrorDefault`, Storage's error-handler fallback, Kong's own message), and the
 * error itself goes to the server log only. The auth and storage 500s come from the real services, run
 * against a database pool whose every call fails with an internal error text.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthService } from '../src/auth/index.ts';
import { loadConfig } from '../src/config.ts';
import { createGateway } from '../src/gateway.ts';
import { HttpError } from '../src/http.ts';
import { signJwt } from '../src/jwt.ts';
import { freePort } from '../src/ports.ts';
import { createStorageService } from '../src/storage/index.ts';
import type { ServiceContext } from '../src/types.ts';

const SECRET = "ENOENT: no such file or directory, open '/home/loja/.data/storage/imagens/x'";
const fail = async () => {
  throw new TypeError(SECRET);
};
/** A database that fails every call: what the services make of an unexpected error is under test. */
const brokenPool = { query: fail, connect: fail } as unknown as pg.Pool;

let server: Server;
let url = '';
let userToken = '';
beforeAll(async () => {
  // A port nothing listens on: the REST proxy's upstream is down.
  const config = loadConfig({ apiPort: 1, dbPort: 2, restPort: await freePort() });
  const ctx = { config, pool: brokenPool, mailbox: {} as ServiceContext['mailbox'] };
  const auth = createAuthService(ctx);
  userToken = await signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', aud: 'authenticated' }, config.jwtSecret, 3600);
  server = createGateway(config, {
    auth: async (req, res, path) => {
      if (path === '/known') throw new HttpError(418, 'known error', { code: 'teapot' });
      return auth(req, res, path);
    },
    storage: createStorageService(ctx),
    mailbox: fail,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const res = await fetch(`${url}${path}`, { headers });
    const text = await res.text();
    expect(text).not.toContain('ENOENT');
    expect(text).not.toContain('/home/');
    expect(text).not.toContain('TypeError');
    return { res, json: JSON.parse(text) as Record<string, unknown>, logged: log.mock.calls.flat().map(String).join(' ') };
  } finally {
    log.mockRestore();
  }
}

describe('neutral 500s per prefix, the real error in the log only', () => {
  it('/auth/v1 with X-Supabase-Api-Version (supabase-js): unexpected_failure, version echoed', async () => {
    const { res, json, logged } = await get('/auth/v1/user', {
      'x-supabase-api-version': '2024-01-01',
      authorization: `Bearer ${userToken}`,
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(json).toEqual({ code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' });
    expect(logged).toContain(SECRET);
  });

  it('/auth/v1 without it: the legacy shape', async () => {
    const { res, json } = await get('/auth/v1/user', { authorization: `Bearer ${userToken}` });
    expect(res.status).toBe(500);
    expect(json).toEqual({ code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure, please check server logs for more information' });
  });

  it('/storage/v1: Storage’s InternalError', async () => {
    const { res, json, logged } = await get('/storage/v1/object/imagens/x');
    expect(res.status).toBe(500);
    expect(json).toEqual({ statusCode: '500', code: 'InternalError', error: 'Internal', message: 'Internal Server Error' });
    expect(logged).toContain(SECRET);
  });

  it('/mailbox: Kong’s neutral message', async () => {
    const { res, json } = await get('/mailbox');
    expect(res.status).toBe(500);
    expect(json).toEqual({ message: 'An unexpected error occurred' });
  });

  it('/rest/v1 with PostgREST down: Kong’s 502', async () => {
    const { res, json } = await get('/rest/v1/categorias');
    expect(res.status).toBe(502);
    expect(json).toEqual({ message: 'An invalid response was received from the upstream server' });
  });

  it('a service’s own HttpError still reaches the client as it is', async () => {
    const { res, json } = await get('/auth/v1/known');
    expect(res.status).toBe(418);
    expect(json).toEqual({ message: 'known error', code: 'teapot' });
  });
});
