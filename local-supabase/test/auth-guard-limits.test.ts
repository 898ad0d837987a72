import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../src/auth/client-address.ts';
import { createAuthService } from '../src/auth/index.ts';
import { createRateLimiter, createTokenBuckets } from '../src/auth/rate-limit.ts';
import { loadConfig, type ConfigOverrides } from '../src/config.ts';
import { createMailbox } from '../src/mailbox.ts';
import { clientOptions, stack, unique } from './support.ts';

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };
const LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

const fakeRequest = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('the client address (H7)', () => {
  const base = loadConfig({ dataDir: '/nonexistent' });

  it('is the socket address when no rate-limit header is configured, whatever the client sends', () => {
    const config = { ...base, rateLimitHeader: undefined, trustedProxies: ['127.0.0.1'] };
    expect(clientAddress(fakeRequest('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), config)).toBe('203.0.113.9');
  });

  it('ignores the header from a peer that is not a trusted proxy', () => {
    const config = { ...base, rateLimitHeader: 'X-Forwarded-For', trustedProxies: ['10.0.0.1'] };
    expect(clientAddress(fakeRequest('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), config)).toBe('203.0.113.9');
    expect(clientAddress(fakeRequest('::ffff:203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), config)).toBe('203.0.113.9');
  });

  it('takes the first value of the header from a trusted proxy (address or CIDR), as GoTrue reads it', () => {
    const config = { ...base, rateLimitHeader: 'X-Real-Client', trustedProxies: ['10.0.0.0/8', '::1'] };
    expect(clientAddress(fakeRequest('10.1.2.3', { 'x-real-client': ' 198.51.100.1 , 10.1.2.3' }), config)).toBe('198.51.100.1');
    expect(clientAddress(fakeRequest('::1', { 'x-real-client': '198.51.100.2' }), config)).toBe('198.51.100.2');
    // A trusted proxy that sends no value: the proxy's own address, never an unlimited request.
    expect(clientAddress(fakeRequest('10.1.2.3', { 'x-real-client': ' , x' }), config)).toBe('10.1.2.3');
    expect(clientAddress(fakeRequest('10.1.2.3'), config)).toBe('10.1.2.3');
  });

  it('reads AUTH_TRUSTED_PROXIES and GOTRUE_RATE_LIMIT_HEADER from the environment', () => {
    const saved = { header: process.env.GOTRUE_RATE_LIMIT_HEADER, proxies: process.env.AUTH_TRUSTED_PROXIES };
    try {
      process.env.GOTRUE_RATE_LIMIT_HEADER = 'X-Forwarded-For';
      process.env.AUTH_TRUSTED_PROXIES = '10.0.0.1, 192.168.0.0/16';
      const config = loadConfig({ dataDir: '/nonexistent' });
      expect({ header: config.rateLimitHeader, proxies: config.trustedProxies }).toEqual({ header: 'X-Forwarded-For', proxies: ['10.0.0.1', '192.168.0.0/16'] });
    } finally {
      for (const [name, value] of [['GOTRUE_RATE_LIMIT_HEADER', saved.header], ['AUTH_TRUSTED_PROXIES', saved.proxies]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('GoTrue\'s token buckets (N per 5 minutes, burst 30)', () => {
  it('lets 30 through at once, then refills at N/300 per second', () => {
    const buckets = createTokenBuckets(30); // one every 10 s
    const t0 = 1_000_000;
    for (let i = 0; i < 30; i += 1) expect(buckets.take('a', t0)).toBe(true);
    expect(buckets.take('a', t0)).toBe(false);
    expect(buckets.take('b', t0)).toBe(true);
    expect(buckets.take('a', t0 + 9_000)).toBe(false);
    expect(buckets.take('a', t0 + 10_100)).toBe(true);
    expect(buckets.take('a', t0 + 10_200)).toBe(false);
    // Never more than the burst, however long the key waits.
    for (let i = 0; i < 30; i += 1) expect(buckets.take('a', t0 + 3_600_000)).toBe(true);
    expect(buckets.take('a', t0 + 3_600_000)).toBe(false);
  });

  it('a higher rate refills faster but bursts no more than 30', () => {
    const buckets = createTokenBuckets(150); // one every 2 s
    for (let i = 0; i < 30; i += 1) expect(buckets.take('a', 0)).toBe(true);
    expect(buckets.take('a', 0)).toBe(false);
    expect(buckets.take('a', 2_000)).toBe(true);
  });
});

describe('the password sign-in limiter (max per window, per IP and e-mail)', () => {
  it('refuses past the budget, then lets the key back once its attempts leave the window', () => {
    const limiter = createRateLimiter(2, 60);
    expect(limiter.hit('ip|a', 0)).toBe(true);
    expect(limiter.hit('ip|a', 1_000)).toBe(true);
    expect(limiter.hit('ip|a', 2_000)).toBe(false);
    expect(limiter.hit('ip|b', 2_000)).toBe(true);
    expect(limiter.hit('ip|a', 62_500)).toBe(true);
  });

  it('forgets keys whose attempts have all left the window, so new e-mails do not pile up', () => {
    const limiter = createRateLimiter(5, 60);
    for (let i = 0; i < 100; i += 1) limiter.hit(`ip|cliente${i}@exemplo.com.br`, 1_000 + i);
    expect(limiter.size).toBe(100);
    limiter.hit('ip|outro@exemplo.com.br', 30_000);
    expect(limiter.size).toBe(101);
    limiter.hit('ip|recente@exemplo.com.br', 62_000);
    // The 100 idle keys are gone; the two seen within the last minute stay.
    expect(limiter.size).toBe(2);
  });
});

/** An auth service on the test database with these settings, reached directly (socket 127.0.0.1). */
async function authServer(overrides: ConfigOverrides) {
  const dataDir = await mkdtemp(join(tmpdir(), 'loja-auth-limits-'));
  const config = loadConfig({ databaseUrl: stack().databaseUrl, jwtSecret: stack().jwtSecret, dataDir, ...overrides });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 3 });
  const auth = createAuthService({ config, pool, mailbox: createMailbox(dataDir) });
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (!path.startsWith('/auth/v1/')) return void res.writeHead(404).end();
    void auth(req, res, path.slice('/auth/v1'.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}/auth/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...V2024, ...headers }, body: JSON.stringify(body) }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('per-address request limits (A10), on when a rate-limit header is configured', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });
  const unknownEmail = () => `${unique('limite')}@exemplo.com.br`;

  it('refuses the 31st recover from one address with 429, however the client sets X-Forwarded-For', async () => {
    const server = await authServer({ rateLimitHeader: 'X-Forwarded-For', trustedProxies: [] });
    servers.push(server);
    for (let i = 0; i < 30; i += 1) {
      const res = await server.post('/recover', { email: unknownEmail() }, { 'X-Forwarded-For': `198.51.100.${i}` });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const over = await server.post('/recover', { email: unknownEmail() }, { 'X-Forwarded-For': '198.51.100.200' });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(LIMITED);

    // supabase-js sees GoTrue's code.
    const { error } = await createClient(server.url, stack().anonKey, clientOptions).auth.resetPasswordForEmail(unknownEmail());
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({ status: 429, ...LIMITED });

    // Each route has its own bucket, as GoTrue builds one limiter per route.
    const resend = await server.post('/resend', { type: 'signup', email: unknownEmail() });
    expect(resend.status).not.toBe(429);
  });

  it('limits sign-ups and verifications by sign_in_sign_ups / token_verifications, and only known grants on /token', async () => {
    const server = await authServer({ rateLimitHeader: 'X-Forwarded-For', rateLimits: { signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150 } });
    servers.push(server);
    const statuses = async (count: number, send: () => Promise<Response>) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i += 1) seen.push((await send()).status);
      return seen;
    };
    const signups = await statuses(31, () => server.post('/signup', { email: unknownEmail(), password: '123' }));
    expect(signups.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(signups[30]).toBe(429);

    const verifies = await statuses(31, () => server.post('/verify', { type: 'email', email: unknownEmail(), token: '123456' }));
    expect(verifies.slice(0, 30).includes(429)).toBe(false);
    expect(verifies[30]).toBe(429);
    const getVerify = await fetch(`${server.url}/auth/v1/verify?token=x&type=signup`, { redirect: 'manual' });
    expect(getVerify.status).toBe(429);

    // An unknown grant is refused before the limiter and takes nothing from it.
    const unknownGrant = await statuses(40, () => server.post('/token?grant_type=magic', {}));
    expect(new Set(unknownGrant)).toEqual(new Set([400]));
    const grants = await statuses(31, () => server.post('/token?grant_type=password', { email: unknownEmail(), password: 'errada' }));
    expect(grants.slice(0, 30).includes(429)).toBe(false);
    expect(grants[30]).toBe(429);
  });

  it('behind a trusted proxy, each client named by the header has its own bucket', async () => {
    const server = await authServer({ rateLimitHeader: 'X-Forwarded-For', trustedProxies: ['127.0.0.1'] });
    servers.push(server);
    for (let i = 0; i < 30; i += 1) expect((await server.post('/recover', { email: unknownEmail() }, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(200);
    expect((await server.post('/recover', { email: unknownEmail() }, { 'X-Forwarded-For': '198.51.100.7, 10.0.0.1' })).status).toBe(429);
    expect((await server.post('/recover', { email: unknownEmail() }, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200);
  });
});

describe('the default local stack (no rate-limit header, like `supabase start`)', () => {
  it('applies no per-address limit to recover', async () => {
    for (let i = 0; i < 35; i += 1) {
      const res = await fetch(`${stack().url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: stack().anonKey, 'Content-Type': 'application/json', ...V2024 },
        body: JSON.stringify({ email: `${unique('sem-limite')}@exemplo.com.br` }),
      });
      expect(res.status).toBe(200);
    }
  });

  it('keys the password sign-in limit (per e-mail and address) on the socket, not on X-Forwarded-For', async () => {
    // The test stack allows 60 attempts per e-mail and address (test/setup/global.ts).
    const email = `${unique('forca-bruta')}@exemplo.com.br`;
    const attempt = (forwardedFor: string) =>
      fetch(`${stack().url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack().anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor, ...V2024 },
        body: JSON.stringify({ email, password: 'errada' }),
      });
    for (let i = 0; i < 60; i += 1) expect((await attempt(`198.51.100.${i}`)).status).toBe(400);
    const over = await attempt('203.0.113.77');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(LIMITED);
  });
});
