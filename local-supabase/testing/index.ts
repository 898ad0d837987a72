/**
 * The local stack for the frontends' integration tests (`@loja/local-supabase/testing`).
 * Needs `@loja/local-supabase/vitest-global-setup` in the Vitest project's `globalSetup`.
 * Node-only (pg, ws): import it from `*.integration.test.ts(x)` files, never from application code.
 *
 * @example
 * const client = await signInAs('admin');               // real password grant, installed as getSupabase()
 * const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from clientes where ativo');
 */
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { setPublicClientFetch, setRuntimeConfig, setSupabaseClient, type Database, type TypedSupabaseClient } from '@loja/shared-ui/platform';
import { DEMO_LOGINS, demoLogin, type DemoTipo } from '../src/demo-logins.ts';
import type { ProvidedSupabaseStack } from './provided.ts';

export { DEMO_LOGINS, demoLogin, type DemoTipo, type ProvidedSupabaseStack };
export { novoCnpj, novoCnpjAlfanumerico, novoCpf, soDigitos } from './documentos.ts';

/** The running stack's URL, keys and superuser database URL. */
export function stack(): ProvidedSupabaseStack {
  const provided = inject('supabaseStack');
  if (!provided) {
    throw new Error(
      'Sem Supabase local: este arquivo precisa do globalSetup "@loja/local-supabase/vitest-global-setup" ' +
        '(nome *.integration.test.ts(x), projeto "integration" do vitest.config.ts).',
    );
  }
  return provided;
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * Node 20 has no global WebSocket and supabase-js's realtime client needs one even when unused;
 * no session storage and no timers, so a test's client leaves nothing running behind it.
 */
export const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as Transport },
};

export interface StackClientOptions {
  /** API key: 'anon' (default, what a page uses) or 'service' (bypasses RLS). */
  key?: 'anon' | 'service';
  /**
   * The client's fetch, to fail or hold one request on purpose (a network error, a slow answer);
   * everything else still reaches the real stack.
   */
  fetch?: typeof fetch;
  /** supabase-js auth options over `clientOptions.auth` (e.g. `{ persistSession: true }`). */
  auth?: SupabaseClientOptions<'public'>['auth'];
}

/** A supabase-js client of the running stack, signed in as nobody. */
export function createStackClient(options: StackClientOptions = {}): TypedSupabaseClient {
  const { url, anonKey, serviceKey } = stack();
  return createClient<Database>(url, options.key === 'service' ? serviceKey : anonKey, {
    ...clientOptions,
    // Its own storage key: several clients in one test file is the norm here, not the accident
    // supabase-js warns about ("Multiple GoTrueClient instances").
    auth: { ...clientOptions.auth, storageKey: unique('sb-test-auth'), ...options.auth },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

let installed = false;

/** Makes `client` the page's singleton (`getSupabase()`) and points the runtime config at the stack. */
export function installClient(client: TypedSupabaseClient): TypedSupabaseClient {
  const { url, anonKey } = stack();
  setRuntimeConfig({ supabaseUrl: url, supabaseAnonKey: anonKey, remotes: {} });
  setSupabaseClient(client);
  installed = true;
  return client;
}

/**
 * Signs in with the demo login of `role` (supabase/seed.sql) through the real password grant and
 * installs the client as the page's singleton; `null` installs a visitor's (anon) client.
 * Each call is a new session, so one test's sign-out never reaches another's.
 */
export async function signInAs(role: DemoTipo | null, options: Omit<StackClientOptions, 'key'> = {}): Promise<TypedSupabaseClient> {
  const client = createStackClient(options);
  if (role) {
    const { email, password } = demoLogin(role);
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw new Error(`signInAs('${role}'): ${error.message}`);
  }
  // The storefront's public reads (anon-key PostgREST client) go through the same network as the client.
  setPublicClientFetch(options.fetch ?? null);
  return installClient(client);
}

/**
 * Takes the installed client and runtime config away, so no test sees the previous one's session.
 * Registered after each test by `@loja/local-supabase/vitest-setup` (a setup file runs for every
 * test file; a hook registered here, at import, would run only in the first file of a worker that
 * keeps its modules between files).
 */
export function uninstallClient(): void {
  if (!installed) return;
  setSupabaseClient(null);
  setPublicClientFetch(null);
  setRuntimeConfig(null);
  installed = false;
}

let pool: pg.Pool | undefined;

/** Closes the superuser pool of `sql()` (after each test file, by the same setup file). */
export async function endSqlPool(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

/** Runs SQL as the superuser (bypasses RLS): to arrange rows and to check what really changed. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: stack().databaseUrl, max: 3 });
  const result = await pool.query<T>(text, params);
  return result.rows;
}

/** A string unique to this run, for e-mails and names that must not collide with the seed or other tests. */
export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export { controlledFetch, type ControlledFetch, type RecordedRequest, type RequestMatch } from './controlled-fetch.ts';
