/**
 * What the list suites share: the demo admin's access token (the lists are staff-only) and a
 * short-lived database connection for the SQL that checks an answer or reads a plan.
 */
import pg from 'pg';
import { demoLogin } from '../src/demo-logins.ts';
import type { BenchStack } from './start-stack.ts';

export async function signInAsAdmin(stack: BenchStack): Promise<string> {
  const { email, password } = demoLogin('admin');
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`Login do admin de demonstração falhou (${res.status}): ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
