/**
 * The back-office clientes list at 10,000 clientes (one suite of `npm run bench`, see index.ts;
 * issue 9, "Tests and figures").
 *
 * Signed in as the demo admin (anon cannot read clientes), it measures through the gateway the
 * request the list page makes: the list columns, the status filter, the accent-free search on
 * `busca` (`ilike '%term%'`), order nome then id (stable tie-break), a page of 20 by offset/limit,
 * exact count; page 1 and late pages. Budget: p95 ≤ 150 ms at 16 connections for every variant,
 * and every plan index-backed (EXPLAIN ANALYZE of the exact SQL, run by PostgREST as
 * `authenticated` with the admin's JWT claims). Returns false when a budget is broken.
 */
import pg from 'pg';
import { demoLogin } from '../src/demo-logins.ts';
import { CONNECTIONS, measure, medianByP95, ms, warmUp, type Measurement, type Target } from './measure.ts';
import { enablePlans, explain, indexesUsedOn, seqScansOn } from './plan.ts';
import { seedClientes } from './seed-clientes.ts';
import type { BenchStack } from './start-stack.ts';

const CLIENTES = 10_000;
const PAGE_SIZE = 20;
const P95_BUDGET_MS = 150;
/** Rounds per variant; the table shows the round with the median p95. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;

/** What a list row or card shows: LIST_COLUMNS of mfe-cadastros/src/features/clientes/api.ts. */
const LIST_COLUMNS = 'id,nome,cpf,telefone,email,cidade,estado,ativo,created_at';

/**
 * What-if, measured only in the bench's throw-away database and never adopted by it: the list read
 * through a view owned by the table's owner with the staff check in its WHERE (as the storefront
 * reads catalogo_produtos). Under row-level security PostgreSQL may not use an index for a
 * non-leakproof operator such as ILIKE (it would run before the policy), so a search on `clientes`
 * itself reads every row; through the owner's view the trigram index on busca is usable. And the
 * policy's `(select is_staff())` is planned as a row filter of unknown selectivity (half the rows),
 * so for a late page the planner expects fewer rows than the offset and sorts the whole table; in
 * the view the check is a one-time gate that leaves the row estimates alone. (Late pages still sort
 * in both at PostgreSQL's default random_page_cost of 4, which prices 9,000 heap fetches above a
 * sort of the table; at 1.1, for data held in memory, both read the (nome, id) index: 18 → 4 ms.)
 */
const WHAT_IF_VIEW = 'bench_clientes_lista';

interface Variant {
  label: string;
  ativo?: boolean;
  /** What the person types in the search box. */
  typed?: string;
  offset: number;
}

/** The list's search term: lower case, no accents, and LIKE's own characters (\, %, _) escaped. */
export function normalisedTerm(typed: string): string {
  return typed.trim().normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[\\%_]/g, '\\$&');
}

/** The request as supabase-js builds it: .select().eq('ativo').ilike('busca').order().order().range(). */
function path(v: Variant, resource = 'clientes'): string {
  const filters = [
    v.ativo === undefined ? '' : `&ativo=eq.${v.ativo}`,
    v.typed === undefined ? '' : `&busca=ilike.${encodeURIComponent(`*${normalisedTerm(v.typed)}*`)}`,
  ].join('');
  return `/${resource}?select=${LIST_COLUMNS}${filters}&order=nome.asc,id.asc&offset=${v.offset}&limit=${PAGE_SIZE}`;
}

async function signInAsAdmin(stack: BenchStack): Promise<string> {
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

/** The API must answer what the SQL says: the same page of ids, in order, and the exact total. */
async function checkAnswer(stack: BenchStack, target: Target, v: Variant, resource: string): Promise<number> {
  const res = await fetch(`${target.base}${path(v, resource)}`, { headers: { ...target.headers, Prefer: 'count=exact' } });
  if (!res.ok) throw new Error(`"${v.label}": ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { id: number }[];
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const where = `($1::boolean is null or ativo = $1) and ($2::text is null or busca ilike $2)`;
    const params = [v.ativo ?? null, v.typed === undefined ? null : `%${normalisedTerm(v.typed)}%`];
    const { rows: [expected] } = await client.query<{ n: number }>(`select count(*)::int n from public.clientes where ${where}`, params);
    const { rows: page } = await client.query<{ id: string }>(
      `select id from public.clientes where ${where} order by nome, id offset $3 limit $4`,
      [...params, v.offset, PAGE_SIZE],
    );
    const got = rows.map((r) => String(r.id)).join(',');
    if (total !== expected.n || got !== page.map((r) => r.id).join(',')) {
      throw new Error(`Resposta errada para "${v.label}": total ${total} (SQL: ${expected.n}), ${rows.length} linhas diferentes da página do SQL (${page.length})`);
    }
    return total;
  } finally {
    await client.end();
  }
}

/** Indexes of clientes whose keys are (nome, id): the ones that give the list's order without a sort. */
async function orderIndexes(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and tablename = 'clientes' and indexdef like '%(nome, id)%'`,
    );
    return rows.map((r) => r.indexname);
  } finally {
    await client.end();
  }
}

/**
 * Index-backed, per kind of request. A search reads clientes only through indexes (no Seq Scan,
 * page or count). An unsearched page comes in order from a (nome, id) index, with no Sort of the
 * rows, so a page costs its offset + 20 index entries; its count may read the whole table.
 */
function verdict(plan: string, v: Variant, ordered: string[]): { ok: boolean; why: string } {
  const used = indexesUsedOn(plan, 'clientes');
  const seq = seqScansOn(plan, 'clientes');
  const access = `índices: ${used.join(', ') || 'nenhum'}; Seq Scan em clientes: ${seq}`;
  if (v.typed !== undefined) return { ok: seq === 0 && used.length > 0, why: access };
  const inOrder = used.filter((name) => ordered.includes(name));
  // A Sort (or Incremental Sort) on nome means the page was not read in order from the index.
  const sorted = /Sort Key: clientes\.nome\b/.test(plan);
  return {
    ok: inOrder.length > 0 && !sorted,
    why: `${access}; página ${sorted ? 'ORDENADA POR SORT' : `em ordem do índice ${inOrder.join(', ') || '(nenhum índice (nome, id) usado)'}`}`,
  };
}

async function sql(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Measures each variant through the gateway: a table row per variant, and whether every p95 holds. */
async function measureVariants(stack: BenchStack, gateway: Target, variants: Variant[], resource: string) {
  const table: Record<string, string | number>[] = [];
  let ok = true;
  for (const v of variants) {
    const total = await checkAnswer(stack, gateway, v, resource);
    await warmUp(gateway, path(v, resource));
    const rounds: Measurement[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await measure(gateway, path(v, resource), ROUND_SECONDS));
    const m = medianByP95(rounds);
    const holds = m.p95 <= P95_BUDGET_MS;
    ok &&= holds;
    table.push({
      consulta: v.label,
      total,
      'p50 ms': ms(m.p50),
      'p95 ms': ms(m.p95),
      'p99 ms': ms(m.p99),
      'req/s': Math.round(m.requestsPerSecond),
      amostras: m.requests,
      'p95 por rodada': rounds.map((r) => ms(r.p95)).join(' / '),
      [`p95 ≤ ${P95_BUDGET_MS} ms`]: holds ? 'ok' : 'ESTOUROU',
    });
  }
  return { table, ok };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each variant as the admin, printed whole, and one verdict line each. */
async function planVariants(stack: BenchStack, token: string, variants: Variant[], resource: string) {
  const ordered = await orderIndexes(stack.databaseUrl);
  const lines: string[] = [];
  let ok = true;
  for (const v of variants) {
    const plan = await explain(stack.restUrl, token, path(v, resource));
    const result = verdict(plan, v, ordered);
    ok &&= result.ok;
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) como authenticated (claims do admin) de /${resource} para "${v.label}":\n${plan}`);
    lines.push(`index-backed: ${result.ok ? 'yes' : 'no'}  (${v.label}; execução ${time ?? '?'} ms; ${result.why})`);
  }
  return { lines, ok };
}

/** Creates the what-if view in the throw-away database and waits until PostgREST serves it. */
async function createWhatIfView(stack: BenchStack, token: string): Promise<void> {
  await sql(
    stack.databaseUrl,
    `create view public.${WHAT_IF_VIEW} as
       select id, nome, cpf, telefone, email, cidade, estado, ativo, created_at, busca from public.clientes where (select public.is_staff());
     grant select on public.${WHAT_IF_VIEW} to authenticated;
     notify pgrst, 'reload schema';`,
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${stack.restUrl}/${WHAT_IF_VIEW}?select=id&limit=1`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`O PostgREST não passou a servir /${WHAT_IF_VIEW}`);
}

export async function benchClientes(stack: BenchStack): Promise<boolean> {
  const seeded = await seedClientes(stack.databaseUrl, CLIENTES);
  console.log(
    `+${CLIENTES} clientes em ${seeded.seconds.toFixed(1)} s: ${seeded.clientes} clientes (${seeded.ativos} ativos), ` +
      `${seeded.silva} com "Silva" no nome`,
  );
  const token = await signInAsAdmin(stack);
  // supabase-js signed in: the apikey plus the user's access token.
  const gateway: Target = { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } };

  const cpf = seeded.umCpf;
  const variants: Variant[] = [
    { label: 'sem filtro, página 1', offset: 0 },
    { label: 'status ativo, página 1', ativo: true, offset: 0 },
    { label: 'busca "Silva", página 1', typed: 'Silva', offset: 0 },
    { label: `busca do CPF ${cpf} (só dígitos)`, typed: cpf, offset: 0 },
    { label: 'busca "Silva" + ativo, página 1', typed: 'Silva', ativo: true, offset: 0 },
    { label: 'sem filtro, página 451 (offset 9000)', offset: 9000 },
    { label: 'status ativo, página 401 (offset 8000)', ativo: true, offset: 8000 },
  ];
  const header = (resource: string) =>
    `${seeded.clientes} clientes, logado como admin, pelo gateway: /${resource}?select=${LIST_COLUMNS}, order=nome.asc,id.asc, ` +
    `página de ${PAGE_SIZE}, contagem exata; autocannon, ${CONNECTIONS} conexões, mediana de ${ROUNDS} rodadas de ${ROUND_SECONDS} s`;

  const list = await measureVariants(stack, gateway, variants, 'clientes');
  console.log(`\nLista de clientes do back-office (${header('clientes')})`);
  console.table(list.table);
  console.log(`orçamento da lista de clientes (p95 ≤ ${P95_BUDGET_MS} ms pelo gateway): ${list.ok ? 'ok em todas as consultas' : 'ESTOUROU (ver tabela)'}`);

  await enablePlans(stack.databaseUrl, stack.restUrl);
  const plans = await planVariants(stack, token, variants, 'clientes');
  console.log(`\n${plans.lines.join('\n')}`);

  // The same requests through the what-if view: figures for the decision, outside the budget.
  await createWhatIfView(stack, token);
  const whatIf = await measureVariants(stack, gateway, variants, WHAT_IF_VIEW);
  const whatIfPlans = await planVariants(stack, token, variants, WHAT_IF_VIEW);
  console.log(`\nHIPÓTESE, fora do orçamento: a lista por uma view do dono da tabela, só no banco descartável do benchmark (${header(WHAT_IF_VIEW)})`);
  console.table(whatIf.table);
  console.log(whatIfPlans.lines.join('\n'));

  return list.ok && plans.ok;
}
