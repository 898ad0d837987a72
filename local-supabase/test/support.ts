import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, inject } from 'vitest';
import { DEMO_LOGINS, demoLogin, type DemoTipo } from '../src/demo-logins.ts';

export { DEMO_LOGINS, demoLogin, type DemoTipo };
export { novoCnpj, novoCpf } from '../testing/documentos.ts';

export const stack = () => inject('stack');

/** Node 20 has no global WebSocket; supabase-js's realtime client needs one even when unused. */
export const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']> },
};

export const anonClient = (): SupabaseClient => createClient(stack().url, stack().anonKey, clientOptions);
export const serviceClient = (): SupabaseClient => createClient(stack().url, stack().serviceKey, clientOptions);

const sessions = new Map<string, SupabaseClient>();

/** A supabase-js client signed in with a real password grant (cached per e-mail within a test file). */
export async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const cached = sessions.get(email);
  if (cached) return cached;
  const client = createClient(stack().url, stack().anonKey, clientOptions);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Falha ao entrar como ${email}: ${error.message}`);
  sessions.set(email, client);
  return client;
}

/** Client for a role name of the matrix: 'anon' or one of the demo logins' tipo. */
export async function clientAs(role: 'anon' | DemoTipo): Promise<SupabaseClient> {
  if (role === 'anon') return anonClient();
  const login = demoLogin(role);
  return signedInClient(login.email, login.password);
}

let pool: pg.Pool | undefined;
afterAll(async () => {
  await pool?.end();
  pool = undefined;
});

/** Runs SQL as the superuser (bypasses RLS): to arrange data and to check what really changed. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: stack().databaseUrl, max: 5 });
  const result = await pool.query<T>(text, params);
  return result.rows;
}

/** The usuarios.id of a login, by its e-mail. */
export const usuarioId = async (email: string) =>
  Number((await sql<{ id: string }>('select u.id from public.usuarios u join auth.users a on a.id = u.auth_user_id where a.email = $1', [email]))[0].id);

/** A string unique to this run, for e-mails and names that must not collide. */
export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;



// What the sales tests share (issue 24): the shop has one cash session and a cliente at most 5
// pending orders, so each file starts and ends with neither held by another file.

/** A payment form's id by its name ('Dinheiro', 'Pix', ...). */
export const formaId = async (nome: string) => Number((await sql<{ id: string }>('select id from public.formas_pagamento where nome = $1', [nome]))[0].id);

/** Closes any open cash session (counted 0, difference 0): the next test opens its own. */
export async function fecharCaixasAbertos(): Promise<void> {
  await sql(`update public.caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0
              where fechado_em is null`);
}

/** Cancels the demo cliente's pending orders, which would count against their limit of 5. */
export async function cancelarPedidosDoCliente(): Promise<void> {
  await sql(
    `update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste'
      where comprador_id = $1 and status = 'pendente'`,
    [await usuarioId(demoLogin('cliente').email)],
  );
}
