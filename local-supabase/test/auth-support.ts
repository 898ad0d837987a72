// Helpers for the auth-*.test.ts files: the mailbox, GoTrue's token hash, supabase-js clients
// (implicit and PKCE), and a second auth service on the same database with its own settings
// (max_frequency, double_confirm_changes...), as a GoTrue started with other environment variables.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { expect } from 'vitest';
import { createAuthService } from '../src/auth/index.ts';
import { loadConfig, type ConfigOverrides } from '../src/config.ts';
import { createMailbox, createMailboxHandler } from '../src/mailbox.ts';
import { freePort } from '../src/ports.ts';
import type { MailMessage } from '../src/types.ts';
import { clientOptions, stack, unique } from './support.ts';

export const newEmail = (prefix = 'cliente') => `${unique(prefix)}@exemplo.com.br`;

/** GoTrue's token hash: hex(sha224(email + code)). */
export const sha224 = (text: string) => createHash('sha224').update(text).digest('hex');

/** The messages to one address, newest first (the local Inbucket's JSON). */
export async function mailTo(email: string, baseUrl = stack().url): Promise<MailMessage[]> {
  const res = await fetch(`${baseUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailMessage[];
}

/** The 6-digit code in a mail's text. */
export function codeOf(mail: MailMessage): string {
  const code = /(?:código|Código): (\d+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`Sem código no e-mail: ${mail.text}`);
  return code;
}

export const implicitClient = (url = stack().url): SupabaseClient => createClient(url, stack().anonKey, clientOptions);
export const pkceClient = (url = stack().url): SupabaseClient =>
  createClient(url, stack().anonKey, { ...clientOptions, auth: { ...clientOptions.auth, flowType: 'pkce' } });
export const adminClient = (url = stack().url): SupabaseClient => createClient(url, stack().serviceKey, clientOptions);

/** A new user with password segredo1 and a confirmed e-mail (admin createUser), on this auth service; its e-mail. */
export async function confirmedUser(baseUrl?: string): Promise<string> {
  const email = newEmail();
  expect((await adminClient(baseUrl).auth.admin.createUser({ email, password: 'segredo1', email_confirm: true })).error).toBeNull();
  return email;
}

/** The parts of a supabase-js AuthError the tests compare. */
export const errorOf = (error: { status?: number; code?: string; message?: string } | null) => ({ status: error?.status, code: error?.code, message: error?.message });

/** A raw call to the auth API (for bodies supabase-js never sends). */
export async function authFetch(path: string, init: { method?: string; body?: unknown; token?: string; baseUrl?: string } = {}) {
  const res = await fetch(`${init.baseUrl ?? stack().url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: stack().anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export interface AuthServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Another auth service (with its mailbox) on the test stack's database, with these settings:
 * /auth/v1 and /mailbox on a port of its own.
 */
export async function startAuthServer(overrides: ConfigOverrides): Promise<AuthServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'loja-auth-test-'));
  const config = loadConfig({
    apiPort: port,
    apiUrl: `http://127.0.0.1:${port}`,
    databaseUrl: stack().databaseUrl,
    jwtSecret: stack().jwtSecret,
    dataDir,
    ...overrides,
  });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  const mailbox = createMailbox(dataDir);
  const auth = createAuthService({ config, pool, mailbox });
  const mail = createMailboxHandler(mailbox);
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const run = path.startsWith('/auth/v1/') ? auth(req, res, path.slice('/auth/v1'.length)) : path.startsWith('/mailbox') ? mail(req, res, path.slice('/mailbox'.length) || '/') : undefined;
    if (!run) return void res.writeHead(404).end();
    run.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: config.apiUrl,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
