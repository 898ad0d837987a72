/**
 * What the list suites share: the demo admin's access token (the lists are staff-only) and a
 * short-lived database connection for the SQL that checks an answer or reads a plan.
 */
import pg from 'pg';
import { demoLogin, type DemoTipo } from '../src/demo-logins.ts';
import type { BenchStack } from './start-stack.ts';

export const signInAsAdmin = (stack: BenchStack) => signInAs(stack, 'admin');

/** A demo login's access token (the estoque suite's writers sign in as admin and as funcionario). */
export async function signInAs(stack: BenchStack, tipo: DemoTipo): Promise<string> {
  const { email, password } = demoLogin(tipo);
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`Login de demonstração (${tipo}) falhou (${res.status}): ${JSON.stringify(body)}`);
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
