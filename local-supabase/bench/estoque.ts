/**
 * The stock module at scale (one suite of `npm run bench`, see index.ts; issue 12, "`npm run bench`:
 * the movement list at 100,000 movements (search, type filter, late page), p50 and p95,
 * index-backed; and the stock function's throughput, in movements per second, with 16 concurrent
 * writers, with zero oversell").
 *
 * 1. The movement list. 100,000 movements over bench-only products (seed-movimentacoes.ts, in SQL),
 *    then, signed in as the demo admin, exactly the request /estoque/movimentacao makes
 *    (mfe-estoque/src/features/movimentacoes/api.ts `listMovimentacoes`): GET
 *    /rpc/movimentacoes_pagina (migration 20261128000300) with what was typed, the type filter, the page
 *    and a page size of 10 (the list's default); the function counts exactly, every word its own LIKE on
 *    the trigram index, newest first with the id tie-break; also a late page (page 9,000). Budgets: p95
 *    at 16 connections through the gateway, by how much of the ledger a request counts (BUDGET_MS below).
 *    Every first page, filter and search is index-backed (see verdict): the plans of the statements the
 *    function runs (auto_explain), as `authenticated` with the admin's JWT claims.
 * 2. The stock function under 16 concurrent writers (estoque-escritores.ts): movements per second and
 *    zero oversell.
 * 3. Every product, grade and movement the suite created is removed at the end, and the demo data
 *    is checked to be as it was.
 *
 * Returns false when a budget or a check is broken.
 */
import { CONNECTIONS, measureAgainstBudget, type Target } from './measure.ts';
import { benchEscritores } from './estoque-escritores.ts';
import { machineLoad } from './machine-load.ts';
import { seqScansOn } from './plan.ts';
import { functionPlans, rpcPath, type RpcArgs } from './rpc.ts';
import { searchParam } from './search.ts';
import { checkLedger, MARCA, removeBenchEstoque, seedLedger, snapshot, type DemoSnapshot } from './seed-movimentacoes.ts';
import { demoLogin } from '../src/demo-logins.ts';
import { signInAsAdmin, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const MOVIMENTACOES = 100_000;
/** Bench products of the list fixture: half stocked by grade (three each), so 240 products/grades share the ledger. */
const PRODUTOS = 120;
/** The list's default page size (shared-ui's DEFAULT_PAGE_SIZE). */
const PAGE_SIZE = 10;
/**
 * Budgets by how much of the ledger a request must count. The list's exact count ("Total de
 * movimentações", the page count) is work proportional to the rows that match, whatever the plan;
 * at 16 connections on 2 cores each request waits behind up to 8 others, so the p95 is ~8 times one
 * request's database time.
 * - light: the first page, the type filter, a search matching a few percent of the ledger: p95 ≤ 200 ms.
 *   The clientes and produtos lists have 150 ms for 10,000-20,000 rows; the ledger has 100,000, and the
 *   unfiltered count alone reads all of them (~10 ms in memory): measured 145-160 ms here, so 150 ms
 *   would fail on noise. Tighter needs an estimated count or a kept counter (not done: the spec's
 *   "Total" is exact);
 * - broad: a search matching about a tenth of the ledger (a product name that recurs in 9,000
 *   movements): ~30 ms of database time alone, p95 ≤ 400 ms;
 * - heavy: page 9,000 (the database reads and orders ~90,000 rows to hand out 10) and a word in a third
 *   of the notes (counts ~33,000 matches): 50-120 ms alone, ~10× a first page. No one pages to 9,000
 *   by hand (the list is newest first and searchable): p95 ≤ 1.5 s, "still a click".
 */
const BUDGET_MS = { light: 200, broad: 400, heavy: 1_500 } as const;
type Weight = keyof typeof BUDGET_MS;
const LATE_PAGE = 9_000;
/** Rounds per variant; the table shows the round with the median p95. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;

/** MOVIMENTACOES_ORDEM (newest first) with its tie-break, as movimentacoes_pagina sorts. */
const ORDER_SQL = 'data_movimentacao desc, id desc';

interface Variant {
  label: string;
  /** Which budget of BUDGET_MS judges it (default light). */
  weight?: Weight;
  /** What the person types in the search box. */
  typed?: string;
  tipo?: 'entrada' | 'saida';
  /** 1-based, as the list's ?pagina=. */
  page: number;
}

/** The arguments listMovimentacoes passes: what was typed (always, '' when nothing), the type unless "todos", the page. */
const rpcArgs = (v: Variant): RpcArgs => ({ p_busca: v.typed ?? '', p_tipo: v.tipo, p_pagina: v.page, p_por_pagina: PAGE_SIZE });

/** The request listMovimentacoes makes: `rpc('movimentacoes_pagina', args, { get: true })`. */
const path = (v: Variant) => rpcPath('movimentacoes_pagina', rpcArgs(v));

interface Pagina {
  total: number;
  linhas: { id: number; produto_nome: string | null; usuario_nome: string | null }[];
}

/** The API must answer what the SQL on the ledger says: the same page of ids, in order, named, and the exact total. */
async function checkAnswer(stack: BenchStack, target: Target, v: Variant): Promise<number> {
  const res = await fetch(`${target.base}${path(v)}`, { headers: target.headers });
  if (!res.ok) throw new Error(`"${v.label}": ${res.status} ${await res.text()}`);
  const { total, linhas } = (await res.json()) as Pagina;
  return withClient(stack.databaseUrl, async (client) => {
    const where = `($1::text[] is null or busca like all ($1)) and ($2::text is null or tipo = $2)`;
    const params = [searchParam(v.typed), v.tipo ?? null];
    const { rows: [expected] } = await client.query<{ n: number }>(`select count(*)::int n from public.movimentacoes_estoque where ${where}`, params);
    const { rows: page } = await client.query<{ id: string }>(
      `select id from public.movimentacoes_estoque where ${where} order by ${ORDER_SQL} offset $3 limit $4`,
      [...params, (v.page - 1) * PAGE_SIZE, PAGE_SIZE],
    );
    const got = linhas.map((r) => String(r.id)).join(',');
    if (total !== expected.n || got !== page.map((r) => r.id).join(',')) {
      throw new Error(`Resposta errada para "${v.label}": total ${total} (SQL: ${expected.n}), ${linhas.length} linhas diferentes da página do SQL (${page.length})`);
    }
    if (linhas.length === 0) throw new Error(`"${v.label}" não devolve nenhuma movimentação: a carga não cobre esse filtro`);
    if (linhas.some((r) => !r.produto_nome || !r.usuario_nome)) throw new Error(`"${v.label}": linhas sem o nome do produto ou do responsável`);
    return total;
  });
}

/** The indexes of movimentacoes_estoque (their names do not all start with the table's, so plan.ts's prefix rule misses the bitmap scans). */
async function ledgerIndexes(databaseUrl: string): Promise<string[]> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = 'public' and tablename = 'movimentacoes_estoque'`),
  );
  return rows.map((r) => r.indexname);
}

/**
 * Index-backed: the page is read through an index of movimentacoes_estoque, and nothing reads the
 * table whole, except the count of a request that matches more than a fifth of the ledger (the
 * unfiltered list, a type): counting 30,000-100,000 rows, a sequential read of the table in memory
 * (~10 ms) is the plan PostgreSQL rightly prefers to an index. Whether the page came in index order or
 * through a Sort is reported, not judged (a search's matches are few enough to sort).
 */
function verdict(plan: string, indexes: string[], share: number): { ok: boolean; why: string } {
  const used = indexes.filter((name) => new RegExp(`using ${name} on movimentacoes_estoque\\b|Bitmap Index Scan on ${name}\\b`).test(plan));
  const seq = seqScansOn(plan, 'movimentacoes_estoque');
  const sorted = /Sort Key: m\.data_movimentacao\b|Sort Key: movimentacoes_estoque\.data_movimentacao\b/.test(plan);
  return {
    ok: used.length > 0 && (seq === 0 || (seq === 1 && share > 0.2)),
    why: `índices em movimentacoes_estoque: ${used.join(', ') || 'nenhum'}; Seq Scan em movimentacoes_estoque: ${seq}; página ${sorted ? 'com Sort por data' : 'na ordem do índice'}`,
  };
}

const budgetOf = (v: Variant) => BUDGET_MS[v.weight ?? 'light'];

async function measureVariants(stack: BenchStack, gateway: Target, variants: Variant[]) {
  const table: Record<string, string | number>[] = [];
  const totals = new Map<Variant, number>();
  let ok = true;
  for (const v of variants) {
    const total = await checkAnswer(stack, gateway, v);
    totals.set(v, total);
    const { holds, columns } = await measureAgainstBudget(gateway, path(v), { rounds: ROUNDS, seconds: ROUND_SECONDS, p95BudgetMs: budgetOf(v) });
    ok &&= holds;
    // One budget column for every row (the late page's is its own), so the table stays one table.
    const { [`p95 ≤ ${budgetOf(v)} ms`]: verdictColumn, ...figures } = columns;
    table.push({ consulta: v.label, total, ...figures, orçamento: `p95 ≤ ${budgetOf(v)} ms: ${verdictColumn}` });
  }
  return { table, ok, totals };
}

/** Who runs the plans: `authenticated` with the demo admin's JWT claims, as PostgREST runs the admin's request. */
async function adminCaller(databaseUrl: string): Promise<string> {
  const { rows: [admin] } = await withClient(databaseUrl, (client) =>
    client.query<{ id: string }>('select id from auth.users where email = $1', [demoLogin('admin').email]),
  );
  const claims = JSON.stringify({ sub: admin.id, role: 'authenticated' });
  return `set local role authenticated; select set_config('request.jwt.claims', '${claims}', true)`;
}

async function planVariants(stack: BenchStack, variants: Variant[], totals: Map<Variant, number>, ledgerSize: number) {
  const indexes = await ledgerIndexes(stack.databaseUrl);
  const caller = await adminCaller(stack.databaseUrl);
  const lines: string[] = [];
  let ok = true;
  for (const v of variants) {
    const statements = await functionPlans(stack.databaseUrl, 'movimentacoes_pagina', rpcArgs(v), caller);
    // Judged: what reads the ledger for the count and the page's ids (not the staff check, the search's
    // words, or the names then joined by primary key for the page's 10 ids).
    const reads = statements.filter((plan) => /from public\.movimentacoes_estoque m where/.test(plan));
    const result = verdict(reads.join('\n'), indexes, (totals.get(v) ?? 0) / ledgerSize);
    // First pages, filters and searches (what staff open all day) must be index-backed. The late page
    // is reported and judged by its budget (as the clientes suite's offset 9000).
    const required = v.page < LATE_PAGE;
    ok &&= result.ok || !required;
    const time = statements.reduce((sum, plan) => sum + Number(/duration: ([\d.]+) ms/.exec(plan)?.[1] ?? 0), 0);
    console.log(`\nPlanos de movimentacoes_pagina como authenticated (claims do admin) para "${v.label}":\n${statements.join('\n')}`);
    lines.push(`index-backed: ${result.ok ? 'yes' : required ? 'no' : 'no (página tardia: só informativo)'}  (${v.label}; execução ${time.toFixed(1)} ms; ${result.why})`);
  }
  return { lines, ok };
}

async function benchLista(stack: BenchStack): Promise<boolean> {
  const seeded = await withClient(stack.databaseUrl, (client) => seedLedger(client, PRODUTOS, MOVIMENTACOES));
  const ledger = await withClient(stack.databaseUrl, (client) => checkLedger(client, `${MARCA}L`));
  console.log(
    `+${seeded.movimentacoes} movimentações de ${seeded.produtos} produtos de benchmark em ${seeded.seconds.toFixed(1)} s ` +
      `(estoque = soma do razão: ${ledger.divergentes === 0 ? 'sim' : `NÃO, ${ledger.divergentes} divergentes`}; menor saldo corrente ${ledger.menorSaldoAplicacao})`,
  );
  if (ledger.divergentes > 0 || ledger.negativos > 0 || ledger.menorSaldoAplicacao < 0) throw new Error('A carga de movimentações não explica o estoque dos produtos de benchmark');
  const token = await signInAsAdmin(stack);
  // supabase-js signed in: the apikey plus the user's access token (an rpc asks for no count).
  const gateway: Target = { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } };

  const variants: Variant[] = [
    { label: 'sem filtro, página 1', page: 1 },
    { label: 'busca "cortininha" (nome do produto), página 1', typed: 'cortininha', page: 1, weight: 'broad' },
    { label: 'busca "avaria" (observação), página 1', typed: 'avaria', page: 1 },
    // Words in any order (issue 23): every word must match, each its own LIKE on the trigram index.
    { label: 'busca "cortininha biquini" (2 palavras, nome do produto), página 1', typed: 'cortininha biquini', page: 1, weight: 'broad' },
    { label: 'busca "costura, avaria peca" (3 palavras, observação), página 1', typed: 'costura, avaria peca', page: 1 },
    { label: 'busca "Atlântica" (observação de 1/3 do razão), página 1', typed: 'Atlântica', page: 1, weight: 'heavy' },
    { label: 'tipo saída, página 1', tipo: 'saida', page: 1 },
    { label: 'tipo entrada, página 1', tipo: 'entrada', page: 1 },
    { label: 'busca "cortininha" + tipo entrada, página 1', typed: 'cortininha', tipo: 'entrada', page: 1, weight: 'broad' },
    { label: `sem filtro, página ${LATE_PAGE.toLocaleString('pt-BR')}`, page: LATE_PAGE, weight: 'heavy' },
  ];

  const list = await measureVariants(stack, gateway, variants);
  console.log(
    `\nLista de movimentações do estoque, página de ${PAGE_SIZE} (${seeded.movimentacoes} movimentações de benchmark, logado como admin, pelo gateway: ` +
      `GET /rpc/movimentacoes_pagina, mais recentes primeiro, contagem exata; autocannon, ${CONNECTIONS} conexões, mediana de ${ROUNDS} rodadas de ${ROUND_SECONDS} s; ${machineLoad()})`,
  );
  console.table(list.table);
  let ok = list.ok;
  console.log(
    `orçamento da lista de movimentações (p95 pelo gateway ≤ ${BUDGET_MS.light} ms; buscas amplas ≤ ${BUDGET_MS.broad} ms; pesadas ≤ ${BUDGET_MS.heavy} ms): ` +
      `${ok ? 'ok em todas as consultas' : 'ESTOUROU (ver tabela)'}`,
  );

  const unfiltered = list.totals.get(variants[0]) ?? seeded.movimentacoes;
  const plans = await planVariants(stack, variants, list.totals, unfiltered);
  ok &&= plans.ok;
  console.log(`\n${plans.lines.join('\n')}`);
  return ok;
}

/** Removes what the suite created and checks the demo data is as `before`. */
async function cleanUp(stack: BenchStack, before: DemoSnapshot): Promise<boolean> {
  const removed = await withClient(stack.databaseUrl, removeBenchEstoque);
  const after = await withClient(stack.databaseUrl, snapshot);
  const same = JSON.stringify(after) === JSON.stringify(before);
  console.log(
    `\nLimpeza: ${removed} produtos de benchmark removidos com suas grades e movimentações; dados de demonstração ` +
      `${same ? 'como antes' : `DIFERENTES: antes ${JSON.stringify(before)}, depois ${JSON.stringify(after)}`}`,
  );
  return same;
}

export async function benchEstoque(stack: BenchStack): Promise<boolean> {
  const before = await withClient(stack.databaseUrl, snapshot);
  // Each part runs, and the clean-up always, even when an earlier part breaks its budget or fails.
  const part = (name: string, run: () => Promise<boolean>) =>
    run().catch((error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
  const lista = await part('lista de movimentações', () => benchLista(stack));
  const escritores = await part('escritores concorrentes', () => benchEscritores(stack));
  const limpo = await part('limpeza', () => cleanUp(stack, before));
  return lista && escritores && limpo;
}
