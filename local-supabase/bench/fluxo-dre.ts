/**
 * Fluxo de caixa and DRE (one suite of `npm run bench`, see index.ts; issue 26, "Speed"): "With 100,000
 * títulos and 200,000 baixas: fluxo de caixa for 12 months and the DRE for a month each ≤ 300 ms p95,
 * index-backed".
 *
 * The load is the other suites' seeders, not a second one: the financeiro suite's títulos and baixas
 * (financeiro.ts `seed`: 100,000 títulos due from 540 days ago to 180 ahead, ~200,000 baixas)
 * and the vendas suite's sales (seed-vendas.ts `seedVendas`: 100,000 sales over 18 months, 1-3 lines each
 * with the cost copied), so a month holds ~5,500 sales and ~11,000 lines. The títulos' load runs with the
 * triggers off, so the baixas' `lado` (copied by a trigger from the título, migration 20261129003000) is
 * filled once after it, as the trigger would have, and the realised flow's kept daily totals rebuilt.
 *
 * Then, signed in as the demo admin, exactly the requests the screens make (mfe-vendas/src/features/
 * fluxo-caixa/api.ts and dre/api.ts): GET /rpc/fluxo_caixa for 12 months by month (past and future) and
 * 366 days by day, GET /rpc/dre_mensal for this month and the last. Each answer is first checked against
 * SQL on the tables (realised entradas and saídas joined to the títulos' side, planned saldo, the DRE's
 * receita bruta and CMV), then measured at 16 connections through the gateway; then the plans of the
 * statements each function runs (auto_explain), as `authenticated` with the admin's claims: nothing may
 * read baixas, titulos, vendas or itens_venda whole. Everything the suite wrote is removed at the end.
 */
import type pg from 'pg';
// The financeiro suite's own load and its removal (one seeder for both suites).
import { removeBench as removeBenchFinanceiro, seed as seedFinanceiro } from './financeiro.ts';
import { CONNECTIONS, measureAgainstBudget, type Target } from './measure.ts';
import { machineLoad } from './machine-load.ts';
import { seqScansOn } from './plan.ts';
import { functionPlans, rpcPath, type RpcArgs } from './rpc.ts';
import { removeBenchVendas, seedVendas } from './seed-vendas.ts';
import { demoLogin } from '../src/demo-logins.ts';
import { signInAsAdmin, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const VENDAS = 100_000;
const BUDGET_MS = 300;
const ROUNDS = 3;
const ROUND_SECONDS = 3;
/** What no plan may read whole. */
const TABELAS = ['baixas', 'titulos', 'vendas', 'itens_venda'];

interface Variant {
  label: string;
  fn: 'fluxo_caixa' | 'dre_mensal';
  args: RpcArgs;
}

const path = (v: Variant) => rpcPath(v.fn, v.args);
const centavos = (valor: unknown) => Math.round(Number(valor) * 100);

/**
 * What the load's triggers would have kept: baixas.lado (the título's side) and the realised flow's daily
 * totals (fluxo_resumo, migration 20261129003100), rebuilt once.
 */
async function preencherLado(client: pg.Client): Promise<number> {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  const { rowCount } = await client.query('update public.baixas b set lado = t.lado from public.titulos t where t.id = b.titulo_id and b.lado is null');
  await client.query('set local session_replication_role = origin');
  await client.query('select public.fluxo_resumo_refazer()');
  await client.query('commit');
  await client.query('vacuum analyze public.baixas, public.titulos, public.vendas, public.itens_venda, public.movimentos_caixa, public.fluxo_resumo, public.fluxo_deltas');
  return rowCount ?? 0;
}

/** The answer against SQL on the tables (the realised side from the títulos, not from baixas.lado). */
async function checkAnswer(stack: BenchStack, target: Target, v: Variant): Promise<string> {
  const res = await fetch(`${target.base}${path(v)}`, { headers: target.headers });
  if (!res.ok) throw new Error(`"${v.label}": ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as Record<string, unknown>;
  return withClient(stack.databaseUrl, async (client) => {
    if (v.fn === 'fluxo_caixa') {
      const fluxo = answer as { de: string; ate: string; periodos: unknown[]; totais: Record<string, number> };
      const { rows: [sql] } = await client.query<{ entradas: string; saidas: string; entradas_previstas: string; saidas_previstas: string }>(
        `select coalesce(sum(b.valor_movimentado) filter (where t.lado = 'receber'), 0) entradas,
                coalesce(sum(b.valor_movimentado) filter (where t.lado = 'pagar'), 0) saidas,
                (select coalesce(sum(saldo), 0) from public.titulos where lado = 'receber' and status in ('aberto', 'parcial')
                    and vencimento between greatest($1::date, public._hoje_loja()) and $2) entradas_previstas,
                (select coalesce(sum(saldo), 0) from public.titulos where lado = 'pagar' and status in ('aberto', 'parcial')
                    and vencimento between greatest($1::date, public._hoje_loja()) and $2) saidas_previstas
           from public.baixas b join public.titulos t on t.id = b.titulo_id
          where b.estornada_em is null and b.conta_financeira_id is not null and b.data between $1 and $2`,
        [fluxo.de, fluxo.ate],
      );
      for (const key of ['entradas', 'saidas', 'entradas_previstas', 'saidas_previstas'] as const) {
        if (centavos(fluxo.totais[key]) !== centavos(sql[key])) {
          throw new Error(`Resposta errada para "${v.label}": ${key} ${fluxo.totais[key]} (SQL: ${sql[key]})`);
        }
      }
      if (centavos(fluxo.totais.entradas) === 0 || centavos(fluxo.totais.saidas) === 0) throw new Error(`"${v.label}": a carga não cobre o período`);
      return `${fluxo.periodos.length} períodos, entradas ${fluxo.totais.entradas}, saídas ${fluxo.totais.saidas}`;
    }
    const dre = answer as { mes: string; vendas_quantidade: number; receita_bruta: { vendas: number }; cmv: { vendido: number } };
    const { rows: [sql] } = await client.query<{ n: number; total: string; custo: string }>(
      `with v as (select id, total from public.vendas where status = 'confirmada'
                     and confirmada_em >= ($1::date::timestamp at time zone 'America/Sao_Paulo')
                     and confirmada_em < (($1::date + interval '1 month')::timestamp at time zone 'America/Sao_Paulo'))
       select (select count(*)::int from v) n, (select coalesce(sum(total), 0) from v) total,
              (select coalesce(sum(i.quantidade * i.custo_unitario), 0) from public.itens_venda i join v on v.id = i.venda_id) custo`,
      [dre.mes],
    );
    if (dre.vendas_quantidade !== sql.n || centavos(dre.receita_bruta.vendas) !== centavos(sql.total) || centavos(dre.cmv.vendido) !== centavos(sql.custo)) {
      throw new Error(
        `Resposta errada para "${v.label}": ${dre.vendas_quantidade} vendas, ${dre.receita_bruta.vendas}, CMV ${dre.cmv.vendido} (SQL: ${sql.n}, ${sql.total}, ${sql.custo})`,
      );
    }
    if (sql.n === 0) throw new Error(`"${v.label}": nenhuma venda no mês: a carga não cobre o mês`);
    return `${sql.n} vendas, receita ${dre.receita_bruta.vendas}, CMV ${dre.cmv.vendido}`;
  });
}

async function adminCaller(databaseUrl: string): Promise<string> {
  const { rows: [admin] } = await withClient(databaseUrl, (client) =>
    client.query<{ id: string }>('select id from auth.users where email = $1', [demoLogin('admin').email]),
  );
  return `set local role authenticated; select set_config('request.jwt.claims', '${JSON.stringify({ sub: admin.id, role: 'authenticated' })}', true)`;
}

/** Today, this month's first and last days and last month's first day, in the shop's time zone. */
async function datas(databaseUrl: string): Promise<Record<'hoje' | 'ha365' | 'inicio12' | 'fimMes' | 'fim12' | 'mes' | 'mesPassado', string>> {
  const { rows: [r] } = await withClient(databaseUrl, (client) =>
    client.query<Record<'hoje' | 'ha365' | 'inicio12' | 'fimMes' | 'fim12' | 'mes' | 'mesPassado', string>>(
      `with h as (select public._hoje_loja() d)
       select to_char(d, 'YYYY-MM-DD') hoje, to_char(d - 365, 'YYYY-MM-DD') ha365,
              to_char(date_trunc('month', d) - interval '11 months', 'YYYY-MM-DD') inicio12,
              to_char(date_trunc('month', d) + interval '1 month - 1 day', 'YYYY-MM-DD') "fimMes",
              to_char(date_trunc('month', d) + interval '12 months - 1 day', 'YYYY-MM-DD') fim12,
              to_char(date_trunc('month', d), 'YYYY-MM-DD') mes,
              to_char(date_trunc('month', d) - interval '1 month', 'YYYY-MM-DD') "mesPassado"
         from h`,
    ),
  );
  return r;
}

export async function benchFluxoDre(stack: BenchStack): Promise<boolean> {
  try {
    const financeiro = await withClient(stack.databaseUrl, seedFinanceiro);
    const vendas = await withClient(stack.databaseUrl, (client) => seedVendas(client, VENDAS));
    const lado = await withClient(stack.databaseUrl, preencherLado);
    console.log(
      `+${financeiro.titulos} títulos e ${financeiro.baixas} baixas (financeiro.ts, ${financeiro.seconds.toFixed(1)} s; lado copiado em ${lado} baixas), ` +
        `+${vendas.vendas} vendas com ${vendas.itens} itens (seed-vendas.ts, ${vendas.seconds.toFixed(1)} s)`,
    );
    const token = await signInAsAdmin(stack);
    const gateway: Target = { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } };
    const d = await datas(stack.databaseUrl);

    const variants: Variant[] = [
      { label: `fluxo 12 meses por mês (${d.inicio12} a ${d.fimMes}: realizado)`, fn: 'fluxo_caixa', args: { p_de: d.inicio12, p_ate: d.fimMes, p_agrupar: 'mes' } },
      { label: `fluxo 366 dias por dia (${d.ha365} a ${d.hoje})`, fn: 'fluxo_caixa', args: { p_de: d.ha365, p_ate: d.hoje, p_agrupar: 'dia' } },
      { label: `fluxo 12 meses por mês (${d.mes} em diante: previsto)`, fn: 'fluxo_caixa', args: { p_de: d.mes, p_ate: d.fim12, p_agrupar: 'mes' } },
      { label: `DRE do mês (${d.mes.slice(0, 7)})`, fn: 'dre_mensal', args: { p_mes: d.mes } },
      { label: `DRE do mês passado (${d.mesPassado.slice(0, 7)})`, fn: 'dre_mensal', args: { p_mes: d.mesPassado } },
    ];

    const table: Record<string, string | number>[] = [];
    let ok = true;
    for (const v of variants) {
      const resposta = await checkAnswer(stack, gateway, v);
      const { holds, columns } = await measureAgainstBudget(gateway, path(v), { rounds: ROUNDS, seconds: ROUND_SECONDS, p95BudgetMs: BUDGET_MS });
      ok &&= holds;
      const { [`p95 ≤ ${BUDGET_MS} ms`]: verdictColumn, ...figures } = columns;
      table.push({ consulta: v.label, resposta, ...figures, orçamento: `p95 ≤ ${BUDGET_MS} ms: ${verdictColumn}` });
    }
    console.log(
      `\nFluxo de caixa e DRE (${financeiro.titulos} títulos, ${financeiro.baixas} baixas, ${vendas.vendas} vendas de benchmark, logado como admin, pelo gateway: ` +
        `GET /rpc/fluxo_caixa e /rpc/dre_mensal, conferidos com SQL; autocannon, ${CONNECTIONS} conexões, mediana de ${ROUNDS} rodadas de ${ROUND_SECONDS} s; ${machineLoad()})`,
    );
    console.table(table);
    console.log(`orçamento do fluxo de caixa e da DRE (p95 pelo gateway ≤ ${BUDGET_MS} ms): ${ok ? 'ok em todas as consultas' : 'ESTOUROU (ver tabela)'}`);

    const caller = await adminCaller(stack.databaseUrl);
    const lines: string[] = [];
    for (const v of variants) {
      const statements = await functionPlans(stack.databaseUrl, v.fn, v.args, caller);
      const plan = statements.join('\n');
      const seq = TABELAS.filter((t) => seqScansOn(plan, t) > 0);
      const indices = [...new Set(plan.match(/(?:Index Only Scan|Index Scan|Bitmap Index Scan) (?:Backward )?(?:using|on) (\w+)/g)?.map((m) => m.split(' ').at(-1)) ?? [])];
      const time = statements.reduce((sum, p) => sum + Number(/duration: ([\d.]+) ms/.exec(p)?.[1] ?? 0), 0);
      ok &&= seq.length === 0;
      if (process.env.BENCH_PLANS || seq.length > 0) console.log(`\nPlanos de ${v.fn} para "${v.label}":\n${plan}`);
      lines.push(
        `index-backed: ${seq.length === 0 ? 'yes' : 'no'}  (${v.label}; execução ${time.toFixed(1)} ms; índices: ${indices.join(', ')}; Seq Scan em: ${seq.join(', ') || 'nenhuma das tabelas grandes'})`,
      );
    }
    console.log(`\n${lines.join('\n')}`);
    return ok;
  } finally {
    await removeBenchFinanceiro(stack.databaseUrl);
    await withClient(stack.databaseUrl, removeBenchVendas);
  }
}
