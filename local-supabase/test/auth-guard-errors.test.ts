import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../src/auth/index.ts';
import { loadConfig } from '../src/config.ts';
import type { Mailbox } from '../src/types.ts';
import { anonClient, stack, unique } from './support.ts';

// GoTrue's HandleResponseError (internal/api/errors.go): the error body's shape follows the request's
// X-Supabase-Api-Version header; supabase-js always sends 2024-01-01.

const wrongPassword = (headers: Record<string, string>) =>
  fetch(`${stack().url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: `${unique('ninguem')}@exemplo.com.br`, password: 'nao-e-essa' }),
  });

const shortPassword = (headers: Record<string, string>) =>
  fetch(`${stack().url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: `${unique('curta')}@exemplo.com.br`, password: '123' }),
  });

describe('auth error shape follows X-Supabase-Api-Version', () => {
  it('answers {code, message} and echoes the version to a 2024-01-01 request', async () => {
    const res = await wrongPassword({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers the legacy {code: status, error_code, msg} without the header, or with an older or unreadable date', async () => {
    const variants: Record<string, string>[] = [{}, { 'X-Supabase-Api-Version': '2023-12-31' }, { 'X-Supabase-Api-Version': 'tomorrow' }];
    for (const headers of variants) {
      const res = await wrongPassword(headers);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-supabase-api-version')).toBeNull();
      expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    }
  });

  it('a later date selects the 2024 shape and is answered as 2024-01-01', async () => {
    const res = await wrongPassword({ 'X-Supabase-Api-Version': '2025-06-30' });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('a weak password carries weak_password.reasons and no message inside it, in both shapes', async () => {
    const current = await shortPassword({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(current.status).toBe(422);
    // GoTrue's weak-password writer sets x-sb-error-code only in the legacy shape.
    expect(current.headers.get('x-sb-error-code')).toBeNull();
    expect(await current.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });

    const legacy = await shortPassword({});
    expect(legacy.status).toBe(422);
    expect(legacy.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('supabase-js reads the code and the weak-password reasons from the 2024 shape', async () => {
    const { error } = await anonClient().auth.signUp({ email: `${unique('curta')}@exemplo.com.br`, password: '123' });
    expect({ name: error?.name, status: error?.status, code: error?.code, message: error?.message }).toEqual({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });
});

describe('an unhandled failure inside the auth service', () => {
  // The service on its own, over a database that fails with revealing text: whatever the cause,
  // GoTrue answers 500 unexpected_failure with a fixed message and keeps the cause in its logs.
  const secret = 'relation "auth.users" does not exist (/home/loja/.data/pg at 127.0.0.1:54322)';
  const failingPool = { query: async () => Promise.reject(new Error(secret)), connect: async () => Promise.reject(new Error(secret)) };
  const silentMailbox: Mailbox = { send: () => { throw new Error('no mail expected'); }, list: () => [], clear: () => undefined };
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    const handler = createAuthService({
      config: loadConfig({ dataDir: '/nonexistent' }),
      pool: failingPool as unknown as pg.Pool,
      mailbox: silentMailbox,
    });
    server = http.createServer((req, res) => void handler(req, res, (req.url ?? '/').split('?')[0]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const passwordGrant = (headers: Record<string, string>) =>
    fetch(`${base}/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'alguem@exemplo.com.br', password: 'segredo1' }),
    });

  it('answers 500 unexpected_failure with no internal text (2024 shape)', async () => {
    const res = await passwordGrant({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    });
    expect(text).not.toMatch(/relation|\.data|54322/);
  });

  it('answers the legacy 500 body without the header', async () => {
    const res = await passwordGrant({});
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Unexpected failure, please check server logs for more information',
    });
  });
});
