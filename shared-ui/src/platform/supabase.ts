import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config';

let client: SupabaseClient | null = null;

type InitConfig = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> & Partial<Pick<RuntimeConfig, 'remotes'>>;

/**
 * Creates the one Supabase client of the page (later calls return the same client).
 * supabase-js refreshes the session on its own: it checks every 30 s and
 * refreshes when less than 90 s remain, as the storefront spec asks.
 */
export function initSupabase(
  config: InitConfig,
  options?: SupabaseClientOptions<'public'>,
): SupabaseClient {
  if (client) return client;
  if (!getRuntimeConfig()) {
    setRuntimeConfig({ remotes: {}, ...config });
  }
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    ...options,
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, ...options?.auth },
  });
  return client;
}

/** The client made by `initSupabase`; throws if it has not been made yet. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    throw new Error('Supabase não inicializado: chame initSupabase(config) antes de getSupabase().');
  }
  return client;
}

/** Replaces (or clears) the singleton. For tests and stories only. */
export function setSupabaseClient(next: SupabaseClient | null): void {
  client = next;
}
