import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { readAuthRedirect } from './authRedirect';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config';
import { afterFirstView } from './firstView';
import type { Database, TypedSupabaseClient } from './database';

/*
 * The one Supabase client of the page, loaded from its own chunk (issue 25 §2). supabase-js (auth,
 * storage, PostgREST) is the largest library the storefront has no use for before a shopper signs in:
 * the public reads go through ./publicClient.ts. So `initSupabase` only remembers the config and
 * decides when to load it:
 * - at once when the address carries an auth link (confirmation, recovery, a PKCE code, an error
 *   from the auth server), when a session is stored (the person is, or is becoming, signed in), or
 *   when the page is not a storefront section of config.json (the back-office, `/`): there auth
 *   decides what the page shows;
 * - on a storefront page, once its first view is up (./firstView.ts: the catalogue's products),
 *   in an idle moment, so it never competes with the products for the network or the main thread;
 * - or whenever anything asks for it with `loadSupabase()` (a sign-in, the account dialog).
 * `getSupabase()` stays synchronous: it is for code that runs once auth is ready (back-office pages
 * render only then, RequireStaff), and throws before the client is there.
 */

type InitConfig = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> & Partial<Pick<RuntimeConfig, 'remotes'>>;
type Options = SupabaseClientOptions<'public'>;

let client: TypedSupabaseClient | null = null;
let pending: { config: InitConfig; options?: Options } | null = null;
let loading: Promise<TypedSupabaseClient> | null = null;
const waiting: Array<(client: TypedSupabaseClient) => void> = [];
const listeners = new Set<() => void>();

export const SUPABASE_NAO_INICIALIZADO = 'Supabase não inicializado: chame initSupabase(config) antes de getSupabase().';
export const SUPABASE_NAO_CARREGADO =
  'Supabase ainda não carregado: espere loadSupabase() (ou a autenticação ficar pronta) antes de getSupabase().';

function publish(next: TypedSupabaseClient | null) {
  client = next;
  if (next) for (const resolve of waiting.splice(0)) resolve(next);
  for (const listener of listeners) listener();
}

/** supabase-js's default storage key for a project url: `sb-<first label of the host>-auth-token`. */
export function supabaseStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

const AUTH_LINK_PARAMS = ['access_token', 'refresh_token', 'code', 'token_hash', 'error', 'error_code', 'error_description'];

/**
 * Whether the address is an auth e-mail link or the auth server's answer: GoTrue's implicit flow
 * (`#access_token=…&type=recovery`), a PKCE `?code=`, a `token_hash`, or an error it sent back.
 * supabase-js must read it at once (and clear it from the address).
 */
export function hasAuthLink(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  if (readAuthRedirect(location).type) return true;
  return AUTH_LINK_PARAMS.some((name) => hash.has(name) || query.has(name));
}

/** Whether supabase-js left a session (or a PKCE verifier) in this browser's storage for that project. */
export function hasStoredSession(supabaseUrl: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  try {
    const key = supabaseStorageKey(supabaseUrl);
    return storage.getItem(key) !== null || storage.getItem(`${key}-code-verifier`) !== null;
  } catch {
    // Storage refused (privacy mode): supabase-js cannot have kept a session there either.
    return false;
  }
}

/** Whether `pathname` is in a storefront section of the config (its layout 'storefront'). */
function isStorefrontPath(pathname: string, sections: RuntimeConfig['sections']): boolean {
  const first = pathname.split('/')[1] ?? '';
  return sections?.some((section) => section.path === first && section.layout === 'storefront') ?? false;
}

/**
 * Whether this page needs the auth client at once rather than after its first view: an auth link, a
 * stored session, or a page outside the storefront.
 */
export function authNeededAtOnce(supabaseUrl: string, sections: RuntimeConfig['sections'] = getRuntimeConfig()?.sections): boolean {
  if (typeof window === 'undefined') return false;
  return hasAuthLink(window.location) || hasStoredSession(supabaseUrl) || !isStorefrontPath(window.location.pathname, sections);
}

const loadQuietly = () => void loadSupabase().catch(() => undefined);

/**
 * Remembers the backend of the page and schedules the client's load (see the top of this file).
 * Later calls keep the first config. Resolves with the client once it is loaded.
 */
export function initSupabase(config: InitConfig & Pick<RuntimeConfig, 'sections'>, options?: Options): Promise<TypedSupabaseClient> {
  if (!getRuntimeConfig()) setRuntimeConfig({ remotes: {}, ...config });
  if (client) return Promise.resolve(client);
  if (pending) return whenSupabaseLoaded();
  pending = { config, options };
  if (typeof window === 'undefined' || authNeededAtOnce(config.supabaseUrl, config.sections ?? getRuntimeConfig()?.sections)) return loadSupabase();
  afterFirstView(loadQuietly);
  return whenSupabaseLoaded();
}

/**
 * Loads supabase-js now (its own chunk) and makes the client, once; later calls get the same promise.
 * A failed load (network) is tried again by the next call.
 */
export function loadSupabase(): Promise<TypedSupabaseClient> {
  if (client) return Promise.resolve(client);
  if (!pending) return Promise.reject(new Error(SUPABASE_NAO_INICIALIZADO));
  if (!loading) {
    const { config, options } = pending;
    loading = import('@supabase/supabase-js').then(
      ({ createClient }) => {
        // setSupabaseClient (a test) may have put one in meanwhile.
        if (client) return client;
        const made: TypedSupabaseClient = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
          ...options,
          auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, ...options?.auth },
        });
        publish(made);
        return made;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** Resolves when the client exists (whoever loads it); does not start the load. */
export function whenSupabaseLoaded(): Promise<TypedSupabaseClient> {
  if (client) return Promise.resolve(client);
  return new Promise((resolve) => waiting.push(resolve));
}

/** The client once loaded, or null: for React (`useSyncExternalStore(subscribeSupabase, peekSupabase)`). */
export function peekSupabase(): TypedSupabaseClient | null {
  return client;
}

/** Calls `listener` when the client is loaded (or replaced by a test); returns the unsubscribe. */
export function subscribeSupabase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Supabase client, for code that runs once auth is ready (every back-office page, a signed-in
 * shopper's orders, the checkout); throws before it is loaded.
 */
export function getSupabase(): TypedSupabaseClient {
  if (!client) throw new Error(pending ? SUPABASE_NAO_CARREGADO : SUPABASE_NAO_INICIALIZADO);
  return client;
}

/** Replaces (or clears) the singleton. For tests and stories only. */
export function setSupabaseClient(next: TypedSupabaseClient | null): void {
  if (!next) {
    pending = null;
    loading = null;
  }
  publish(next);
}
