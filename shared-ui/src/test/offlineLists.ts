/**
 * Helpers for the list pages' component tests, which run without a backend: the arguments the
 * RTK Query endpoints received, read from the store, and a Supabase client that never answers.
 */
import { createClient } from '@supabase/supabase-js';
import { viewportWidth } from './viewport';
import { setSupabaseClient, type AppStore, type Database } from '../platform';

/**
 * Installs a supabase-js client whose requests never get an answer, so a page asking for data
 * stays in its loading state and nothing leaves the machine. Returns the uninstall.
 */
export function installOfflineClient(): () => void {
  const client = createClient<Database>('http://sem-backend.invalid', 'sem-chave', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: () => new Promise<Response>(() => undefined) },
  });
  setSupabaseClient(client);
  return () => setSupabaseClient(null);
}

/** The arguments of every distinct request made to `endpointName` through `store`, first request first. */
export function requestedArgs<Args>(store: AppStore, endpointName: string): Args[] {
  return Object.values(store.getState().api.queries)
    .filter((query) => query?.endpointName === endpointName)
    .map((query) => query!.originalArgs as Args);
}

/** The arguments of the latest distinct request made to `endpointName`. */
export function latestArgs<Args>(store: AppStore, endpointName: string): Args | undefined {
  return requestedArgs<Args>(store, endpointName).at(-1);
}

/** Makes `useBreakpoint` see a wide screen, so the DataTable is a table with sortable headers (undo with vi.restoreAllMocks). */
export const wideScreen = (): void => viewportWidth(1366);
