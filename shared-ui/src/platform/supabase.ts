import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config';
import type { Database, TypedSupabaseClient } from './database';

let client: TypedSupabaseClient | null = null;

type InitConfig = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> & Partial<Pick<RuntimeConfig, 'remotes'>>;

/**
 * Creates the one Supabase client of the page (later calls return the same client).
 * supabase-js refreshes the session on its own: it checks every 30 s and
 * refreshes when less than 90 s remain, as the storefront spec asks.
 */
export function initSupabase(
  config: InitConfig,
  options?: SupabaseClientOptions<'public'>,
): TypedSupabaseClient {
  if (client) return client;
  if (!getRuntimeConfig()) {
    setRuntimeConfig({ remotes: {}, ...config });
  }
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    ...options,
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, ...options?.auth },
  });
  return client;
}

/** The client made by `initSupabase`; throws if it has not been made yet. */
export function getSupabase(): TypedSupabaseClient {
  if (!client) {
    throw new Error('Supabase não inicializado: chame initSupabase(config) antes de getSupabase().');
  }
  return client;
}

/** Replaces (or clears) the singleton. For tests and stories only. */
export function setSupabaseClient(next: TypedSupabaseClient | null): void {
  client = next;
}
