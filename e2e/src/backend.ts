// The backend's HTTP API as a client that skips the UI does it: what row-level security and the
// database functions must hold against, and what a test reads to see what really was written.
import { system } from './harness.ts';

/**
 * A POST to the auth service (`/auth/v1<path>`) with the anon key, answered as it is. It sends the API
 * version supabase-js sends, so errors come in that shape (`{code, message}`), not GoTrue's legacy one.
 */
export function authRequest(path: string, body: object): Promise<Response> {
  const { supabaseUrl, anonKey } = system();
  return fetch(`${supabaseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
}

/** GoTrue's password grant. */
export const passwordGrant = (email: string, password: string) => authRequest('/token?grant_type=password', { email, password });

/** A PostgREST call (`/rest/v1/<path>`) with this bearer token, asking for the written rows back. */
function rest(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const { supabaseUrl, anonKey } = system();
  return fetch(`${supabaseUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
  });
}

/** PostgREST as a signed-in login: `(await restAs(email, senha))('funcionarios', { method: 'POST', body })`. */
export async function restAs(email: string, password: string) {
  const { access_token: token } = (await (await passwordGrant(email, password)).json()) as { access_token: string };
  return (path: string, init?: RequestInit) => rest(token, path, init);
}

/** Rows read with the service key, past row-level security: what is really in the database. */
export async function serviceRows<T = unknown>(path: string): Promise<T[]> {
  return (await (await rest(system().serviceKey, path)).json()) as T[];
}

/** A write with the service key (test setup: a setting, a leftover cash session), answered as it is. */
export const serviceRequest = (path: string, init: RequestInit) => rest(system().serviceKey, path, init);
