/**
 * The back-office product list at 20,000 products (one suite of `npm run bench`, see index.ts;
 * issue 11, "`npm run bench`: the product list at 20,000 products with each filter, p50 and p95,
 * index-backed").
 *
 * Signed in as the demo admin, it measures through the gateway exactly the request the list page
 * makes (mfe-cadastros/src/features/produtos/api.ts `listProdutos` and shared-ui's toListResult):
 * LIST_COLUMNS of the owner-run, staff-only view `produtos_lista` (migration 20261123000600), the
 * accent-free search on `busca` (one `like '%word%'` per typed word), status (`ativo=eq`), category (`categoria_id=eq`),
 * colour and size (`cores=cs.{x}`, `tamanhos=cs.{x}`, GIN-indexed arrays the database keeps from the
 * grades), the default order Nome A-Z with its tie-break (`nome.asc,id.asc`), a page of 10 (the
 * list's default) and of 50 (the largest it offers), exact count. Each filter alone, then two
 * combinations. Budget: p95 ≤ 150 ms at 16 connections (as the clientes list), and every plan
 * index-backed (EXPLAIN ANALYZE of the exact SQL, run by PostgREST as `authenticated` with the
 * admin's JWT claims). Returns false when a budget is broken.
 */
import { CONNECTIONS, measureAgainstBudget, type Target } from './measure.ts';
import { enablePlans, explain, indexesUsedOn, seqScansOn } from './plan.ts';
import { ensureBenchProducts } from './seed-products.ts';
import { signInAsAdmin, withClient } from './session.ts';
import { searchFilters, searchParam } from './search.ts';
import type { BenchStack } from './start-stack.ts';

const PRODUCTS = 20_000;
/** The list's default page size first, then the largest it offers. */
const PAGE_SIZES = [10, 50] as const;
const P95_BUDGET_MS = 150;
/** Rounds per variant; the table shows the round with the median p95. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;

/** What the list page reads: the view and LIST_COLUMNS of mfe-cadastros/src/features/produtos/api.ts (supabase-js drops the spaces). */
const RESOURCE = 'produtos_lista';
const LIST_COLUMNS = 'id,nome,codigo_barras,preco_venda,estoque_atual,estoque_minimo,ativo,categoria_id,categoria_nome,imagem_url,created_at';
/** The list's default order with the tie-break toListResult adds in the same direction. */
const ORDER = { rest: 'nome.asc,id.asc', sql: 'nome asc, id asc' };

interface Variant {
  label: string;
  /** What the person types in the search box. */
  typed?: string;
  ativo?: boolean;
  categoria?: number;
  /** A `grades_opcoes.valor`: lower case, accent-free. */
  cor?: string;
  tamanho?: string;
}

/** The request as supabase-js builds it: .select().like('busca').eq('ativo').eq('categoria_id').contains('cores').contains('tamanhos').order().order().range(). */
function path(v: Variant, pageSize: number): string {
  const filters = [
    searchFilters(v.typed),
    v.ativo === undefined ? '' : `&ativo=eq.${v.ativo}`,
    v.categoria === undefined ? '' : `&categoria_id=eq.${v.categoria}`,
    v.cor === undefined ? '' : `&cores=cs.${encodeURIComponent(`{${v.cor}}`)}`,
    v.tamanho === undefined ? '' : `&tamanhos=cs.${encodeURIComponent(`{${v.tamanho}}`)}`,
  ].join('');
  return `/${RESOURCE}?select=${LIST_COLUMNS}${filters}&order=${ORDER.rest}&offset=0&limit=${pageSize}`;
}

/** The same filters in SQL on the table, to check the API's page and total. */
function where(v: Variant): { sql: string; params: unknown[] } {
  return {
    sql: `($1::text[] is null or busca like all ($1)) and ($2::boolean is null or ativo = $2) and ($3::bigint is null or categoria_id = $3)
          and ($4::text is null or cores @> array[$4]) and ($5::text is null or tamanhos @> array[$5])`,
    params: [searchParam(v.typed), v.ativo ?? null, v.categoria ?? null, v.cor ?? null, v.tamanho ?? null],
  };
}

/** The API must answer what the SQL on the table says: the same page of ids, in order, and the exact total. */
async function checkAnswer(stack: BenchStack, target: Target, v: Variant, pageSize: number): Promise<number> {
  const res = await fetch(`${target.base}${path(v, pageSize)}`, { headers: target.headers });
  if (!res.ok) throw new Error(`"${v.label}": ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { id: number }[];
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  const { sql, params } = where(v);
  return withClient(stack.databaseUrl, async (client) => {
    const { rows: [expected] } = await client.query<{ n: number }>(`select count(*)::int n from public.produtos where ${sql}`, params);
    const { rows: page } = await client.query<{ id: string }>(`select id from public.produtos where ${sql} order by ${ORDER.sql} limit $6`, [...params, pageSize]);
    const got = rows.map((r) => String(r.id)).join(',');
    if (total !== expected.n || got !== page.map((r) => r.id).join(',')) {
      throw new Error(`Resposta errada para "${v.label}": total ${total} (SQL: ${expected.n}), ${rows.length} linhas diferentes da página do SQL (${page.length})`);
    }
    if (total === 0) throw new Error(`"${v.label}" não encontra nenhum produto: a carga não cobre esse filtro`);
    return total;
  });
}

/**
 * Index-backed: produtos is read only through indexes, for the page and for the count (no Seq Scan
 * of produtos anywhere in the plan), and the images' subquery reads produto_imagens by its index.
 * A filter that keeps most of the table (status ativo, no filter) may still count through an index
 * (an index-only scan, with the visibility map of a vacuumed table).
 */
function verdict(plan: string): { ok: boolean; why: string } {
  const used = indexesUsedOn(plan, 'produtos');
  const seq = seqScansOn(plan, 'produtos');
  const seqImagens = seqScansOn(plan, 'produto_imagens');
  const sorted = /Sort Key: p\.nome\b|Sort Key: produtos\.nome\b/.test(plan);
  return {
    ok: seq === 0 && seqImagens === 0 && used.length > 0,
    why: `índices em produtos: ${used.join(', ') || 'nenhum'}; Seq Scan em produtos: ${seq}; em produto_imagens: ${seqImagens}; página ${sorted ? 'com Sort por nome' : 'na ordem do índice'}`,
  };
}

/** The share of the catalogue each filter keeps, so the variants' figures can be read against it. */
async function fractions(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ campo: string; valor: string; n: number }>(
      `select 'cor' campo, c valor, count(*)::int n from public.produtos, unnest(cores) c group by c
       union all select 'tamanho', t, count(*)::int from public.produtos, unnest(tamanhos) t group by t
       order by 1, 3 desc`,
    );
    return rows;
  });
}

async function measureVariants(stack: BenchStack, gateway: Target, variants: Variant[], pageSize: number) {
  const table: Record<string, string | number>[] = [];
  let ok = true;
  for (const v of variants) {
    const total = await checkAnswer(stack, gateway, v, pageSize);
    const { holds, columns } = await measureAgainstBudget(gateway, path(v, pageSize), { rounds: ROUNDS, seconds: ROUND_SECONDS, p95BudgetMs: P95_BUDGET_MS });
    ok &&= holds;
    table.push({ consulta: v.label, total, ...columns });
  }
  return { table, ok };
}

async function planVariants(stack: BenchStack, token: string, variants: Variant[], pageSize: number) {
  const lines: string[] = [];
  let ok = true;
  for (const v of variants) {
    const plan = await explain(stack.restUrl, token, path(v, pageSize));
    const result = verdict(plan);
    ok &&= result.ok;
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) como authenticated (claims do admin) de "${v.label}", página de ${pageSize}:\n${plan}`);
    lines.push(`index-backed: ${result.ok ? 'yes' : 'no'}  (${v.label}, página de ${pageSize}; execução ${time ?? '?'} ms; ${result.why})`);
  }
  return { lines, ok };
}

export async function benchProdutos(stack: BenchStack): Promise<boolean> {
  const seeded = await ensureBenchProducts(stack.databaseUrl, PRODUCTS);
  console.log(
    `${seeded.seeded ? `+${PRODUCTS} produtos de benchmark em ${seeded.seconds.toFixed(1)} s` : 'produtos de benchmark já carregados'}: ` +
      `${seeded.produtos} produtos (${seeded.ativos} ativos), ${seeded.grades} grades, ${seeded.imagens} imagens`,
  );
  // A long-lived table has been vacuumed (hint bits, visibility map for index-only counts): without
  // it the first variants measured the clean-up of the bulk load (p95 of the searches 160-230 ms at
  // page 10, then 60-100 ms for the same requests at page 50 two minutes later).
  await withClient(stack.databaseUrl, (client) => client.query('vacuum analyze public.produtos, public.grades_produto, public.produto_imagens'));
  const shares = await fractions(stack.databaseUrl);
  console.log(`Produtos por cor / tamanho: ${shares.map((s) => `${s.campo} ${s.valor} ${s.n}`).join(', ')}`);
  const token = await signInAsAdmin(stack);
  // supabase-js signed in: the apikey plus the user's access token.
  const gateway: Target = { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, Prefer: 'count=exact' } };

  const variants: Variant[] = [
    { label: 'sem filtro' },
    { label: 'busca "biquini" (sem acento)', typed: 'biquini' },
    { label: 'busca da Referência BENCH012345', typed: 'BENCH012345' },
    // Words in any order (issue 23): every word must match, each its own ILIKE on the trigram index.
    { label: 'busca "poa biquini" (2 palavras, invertidas)', typed: 'poa biquini' },
    { label: 'busca "coral, cortininha biquini" (3 palavras)', typed: 'coral, cortininha biquini' },
    { label: 'status ativo', ativo: true },
    { label: 'status inativo', ativo: false },
    { label: 'categoria 4 (Maiôs)', categoria: 4 },
    { label: 'cor preto (comum)', cor: 'preto' },
    { label: 'cor lilas (rara)', cor: 'lilas' },
    { label: 'tamanho m', tamanho: 'm' },
    { label: 'tamanho gg (raro)', tamanho: 'gg' },
    { label: 'ativo + categoria 1 + cor preto + tamanho m', ativo: true, categoria: 1, cor: 'preto', tamanho: 'm' },
    { label: 'busca "tropical" + ativo + categoria 1 + cor coral + tamanho p', typed: 'tropical', ativo: true, categoria: 1, cor: 'coral', tamanho: 'p' },
  ];

  let ok = true;
  for (const pageSize of PAGE_SIZES) {
    const list = await measureVariants(stack, gateway, variants, pageSize);
    console.log(
      `\nLista de produtos do back-office, página de ${pageSize} (${seeded.produtos} produtos, logado como admin, pelo gateway: ` +
        `/${RESOURCE}?select=${LIST_COLUMNS}, Nome A-Z, contagem exata; autocannon, ${CONNECTIONS} conexões, mediana de ${ROUNDS} rodadas de ${ROUND_SECONDS} s)`,
    );
    console.table(list.table);
    ok &&= list.ok;
  }
  console.log(`orçamento da lista de produtos (p95 ≤ ${P95_BUDGET_MS} ms pelo gateway): ${ok ? 'ok em todas as consultas' : 'ESTOUROU (ver tabelas)'}`);

  // Plans after every timing: plan output is switched on in PostgREST only from here on.
  await enablePlans(stack.databaseUrl, stack.restUrl);
  const verdicts: string[] = [];
  for (const pageSize of PAGE_SIZES) {
    const plans = await planVariants(stack, token, variants, pageSize);
    verdicts.push(...plans.lines);
    ok &&= plans.ok;
  }
  console.log(`\n${verdicts.join('\n')}`);
  return ok;
}
