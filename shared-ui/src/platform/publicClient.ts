import { PostgrestClient } from '@supabase/postgrest-js';
import { getRuntimeConfig } from './config';
import type { Database } from './database';

/**
 * The storefront's public reads (issue 25 §2): a PostgREST client with the anon key alone, typed with
 * the generated `Database`. The catalogue, the categories and the company's public face are the same
 * for everyone (security definer functions and `anon`-readable views), so they never wait for
 * supabase-js and its auth client, which load after the first paint (./supabase.ts). Anything that
 * depends on who is signed in (an order, the profile, the back-office) goes through `getSupabase()`.
 */
export type PublicClient = PostgrestClient<Database>;

let cached: { url: string; key: string; client: PublicClient } | null = null;
let customFetch: typeof fetch | undefined;

/** The fetch the public client uses (default the browser's). For tests that watch or break the network. */
export function setPublicClientFetch(next: typeof fetch | null): void {
  customFetch = next ?? undefined;
  cached = null;
}

export const PUBLIC_CLIENT_SEM_CONFIG =
  'Configuração ausente: carregue config.json (loadRuntimeConfig) antes de ler o catálogo.';

/** The public client of the page's config (one per backend and key: tests switch stacks). */
export function getPublicClient(): PublicClient {
  const config = getRuntimeConfig();
  if (!config) throw new Error(PUBLIC_CLIENT_SEM_CONFIG);
  const url = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const key = config.supabaseAnonKey;
  if (cached?.url !== url || cached.key !== key) {
    // The headers supabase-js sends for a visitor: the key as apikey and as the bearer token.
    cached = { url, key, client: new PostgrestClient<Database>(url, { headers: { apikey: key, Authorization: `Bearer ${key}` }, fetch: customFetch }) };
  }
  return cached.client;
}
