/**
 * What the suites that measure a page function share (catalogo_pagina, movimentacoes_pagina): the
 * request supabase-js makes for `rpc(fn, args, { get: true })`, and the plans of the statements the
 * PL/pgSQL function runs inside (an EXPLAIN of its call shows only the call).
 */
import { withClient } from './session.ts';

export type RpcArgs = Record<string, string | number | undefined>;

/** The path of `rpc(fn, args, { get: true })`: every argument as a query parameter, an undefined one left out. */
export function rpcPath(fn: string, args: RpcArgs): string {
  const query = Object.entries(args)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `/rpc/${fn}?${query}`;
}

/**
 * The plans of what `fn` runs for `args` (EXPLAIN ANALYZE, BUFFERS of each inner statement, in order), from
 * auto_explain, in a transaction that is rolled back. `caller` sets who runs it (`set local role …`
 * and the JWT claims), exactly as PostgREST would for the request. An argument left out of the
 * request is the function's default: it is passed by name, so the default applies here too.
 */
export async function functionPlans(databaseUrl: string, fn: string, args: RpcArgs, caller: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const plans: string[] = [];
    const onNotice = (notice: { message?: string }) => {
      if (notice.message?.startsWith('duration:')) plans.push(notice.message);
    };
    client.on('notice', onNotice);
    await client.query('begin');
    try {
      await client.query(`load 'auto_explain'`);
      await client.query(
        `set local auto_explain.log_min_duration = 0; set local auto_explain.log_analyze = on; set local auto_explain.log_buffers = on;
         set local auto_explain.log_nested_statements = on; set local auto_explain.log_level = notice; ${caller}`,
      );
      const given = Object.entries(args).filter(([, value]) => value !== undefined);
      const named = given.map(([name], i) => `${name} => $${i + 1}`).join(', ');
      await client.query(`select public.${fn}(${named})`, given.map(([, value]) => value));
    } finally {
      await client.query('rollback');
      client.off('notice', onNotice);
    }
    // The nested statements in the order they ran, without the outer call's own line.
    return plans.filter((plan) => !plan.includes(`select public.${fn}(`) && !plan.includes('Query Text: set local auto_explain'));
  });
}
