/**
 * The storefront's catalogue query over 20,000 extra products (one suite of `npm run bench`, see index.ts).
 *
 * Seeds the products into the bench's throw-away database, then for each variant of the storefront's
 * request (getCatalogo in mfe-catalog/src/features/catalogo/api.ts: its columns with the category, the
 * images and the grades embedded, only active products, category / price / accent-free search
 * filters, each sort with the id tie-break toListResult adds, a page of 12, exact count) measures
 * p50/p95/p99 and requests per second with autocannon at 16 connections, through the gateway
 * (apikey and Bearer anon key, as supabase-js sends them) and directly against PostgREST (Bearer anon key). Budget: the gateway adds at most 10%
 * to PostgREST's p95, and the query stays index-backed (PostgREST's own EXPLAIN is printed).
 * Returns false when a budget is broken.
 */
import { CONNECTIONS, measure, measureAgainstBudget, median, medianByP95, ms, sequentialMedian, warmUp, type Measurement, type Target } from './measure.ts';
import { machineLoad } from './machine-load.ts';
import { embedsComputedFor, enablePlans, explain, indexBacked } from './plan.ts';
import { searchFilters, searchSql } from './search.ts';
import { ensureBenchProducts } from './seed-products.ts';
import { withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const PRODUCTS = 20_000;
const GATEWAY_BUDGET_PERCENT = 10;

/**
 * The resource the storefront reads. BENCH_RESOURCE lets a schema change be compared before it is
 * adopted (e.g. an owner-run view of active products, whose statistics RLS does not hide).
 */
// The storefront reads the owner-run view of active products (migration 600); BENCH_RESOURCE=produtos
// measures the table under row-level security instead.
const RESOURCE = process.env.BENCH_RESOURCE ?? 'catalogo_produtos';
/** PRODUTO_SELECT of mfe-catalog/src/features/catalogo/api.ts, as supabase-js sends it (spaces removed). */
const COLUMNS =
  'id,nome,descricao,codigo_barras,preco_venda,estoque_atual,categoria_id,categoria:categorias(id,nome),' +
  'imagens:produto_imagens(id,tipo_imagem,url_imagem,created_at),grades:grades_produto(id,cor,tamanho,cor_rgb,estoque_atual)';
const SELECT = `select=${COLUMNS}${RESOURCE === 'produtos' ? '&ativo=eq.true' : ''}`;
const PRICE = 'preco_venda=gte.0&preco_venda=lte.1000';

interface Variant {
  label: string;
  /** PostgREST query string after SELECT, as supabase-js builds it (.eq/.gte/.lte/.ilike/.order/.range). */
  query: string;
  /** The same filter in SQL, to check the total and the page the API reports. */
  where: string;
  seconds: number;
}

/** The storefront's orders (ORDER in api.ts) with the id tie-break toListResult adds in the same direction. */
const BY = {
  nomeAsc: { rest: 'nome.asc,id.asc', sql: 'nome asc, id asc' },
  nomeDesc: { rest: 'nome.desc,id.desc', sql: 'nome desc, id desc' },
  precoAsc: { rest: 'preco_venda.asc,id.asc', sql: 'preco_venda asc, id asc' },
  precoDesc: { rest: 'preco_venda.desc,id.desc', sql: 'preco_venda desc, id desc' },
  estoqueDesc: { rest: 'estoque_atual.desc,id.desc', sql: 'estoque_atual desc, id desc' },
} as const;

/**
 * Measurement rounds per query. Each round measures both targets back to back (order alternating),
 * so a round's gateway/direct ratio is taken under the same machine state; the budget is judged on
 * the median of those paired ratios. The latency table shows each target's median round.
 */
const ROUNDS = 5;

/** The storefront's search for `typed` (default price range, nome asc, page 1). */
function searchVariant(typed: string, what: string): Variant {
  return {
    label: `busca "${typed}" (${what}), nome asc`,
    query: `${PRICE}${searchFilters(typed)}&order=${BY.nomeAsc.rest}&offset=0&limit=12`,
    where: `preco_venda between 0 and 1000 and ${searchSql(typed)}`,
    seconds: 5,
  };
}

const VARIANTS: Variant[] = [
  { label: 'filtros: categoria 1, preço 50–500, nome asc, página 1', query: `categoria_id=eq.1&preco_venda=gte.50&preco_venda=lte.500&order=${BY.nomeAsc.rest}&offset=0&limit=12`, where: 'categoria_id = 1 and preco_venda between 50 and 500', seconds: 10 },
  { label: 'padrão: todas, preço 0–1000, nome asc, página 1', query: `${PRICE}&order=${BY.nomeAsc.rest}&offset=0&limit=12`, where: 'preco_venda between 0 and 1000', seconds: 5 },
  // The same page without the default price bounds: what the storefront gets if it leaves them out at 0–1000.
  { label: 'todas, sem faixa de preço, nome asc, página 1', query: `order=${BY.nomeAsc.rest}&offset=0&limit=12`, where: 'true', seconds: 10 },
  { label: 'busca "biquini" (sem acento), nome asc', query: `${PRICE}&busca=ilike.*biquini*&order=${BY.nomeAsc.rest}&offset=0&limit=12`, where: `preco_venda between 0 and 1000 and busca ilike '%biquini%'`, seconds: 5 },
  // Words in any order (issue 23): one ILIKE per word, as withSearch sends them.
  searchVariant('poa biquini', '2 palavras, invertidas'),
  searchVariant('coral, cortininha biquini', '3 palavras'),
  { label: 'categoria 4, preço 0–1000, nome asc, página 20', query: `categoria_id=eq.4&${PRICE}&order=${BY.nomeAsc.rest}&offset=228&limit=12`, where: 'categoria_id = 4 and preco_venda between 0 and 1000', seconds: 5 },
  { label: 'categoria 2, nome desc', query: `categoria_id=eq.2&${PRICE}&order=${BY.nomeDesc.rest}&offset=0&limit=12`, where: 'categoria_id = 2 and preco_venda between 0 and 1000', seconds: 3 },
  { label: 'categoria 3, preço asc', query: `categoria_id=eq.3&${PRICE}&order=${BY.precoAsc.rest}&offset=0&limit=12`, where: 'categoria_id = 3 and preco_venda between 0 and 1000', seconds: 3 },
  { label: 'categoria 6, preço desc', query: `categoria_id=eq.6&${PRICE}&order=${BY.precoDesc.rest}&offset=0&limit=12`, where: 'categoria_id = 6 and preco_venda between 0 and 1000', seconds: 3 },
  { label: 'todas, estoque desc', query: `${PRICE}&order=${BY.estoqueDesc.rest}&offset=0&limit=12`, where: 'preco_venda between 0 and 1000', seconds: 3 },
];

const path = (v: Variant) => `/${RESOURCE}?${SELECT}&${v.query}`;

/** The SQL order of a variant's PostgREST `order=` (one of BY). */
function sqlOrder(v: Variant): string {
  const rest = /order=([^&]+)/.exec(v.query)?.[1];
  const by = Object.values(BY).find((o) => o.rest === rest);
  if (!by) throw new Error(`Ordem desconhecida em "${v.label}": ${rest}`);
  return by.sql;
}

/** The API must answer what the SQL on the table says: the same page of active products, in order, with their embeds, and the exact total. */
async function checkAnswer(stack: BenchStack, v: Variant): Promise<number> {
  const res = await fetch(`${stack.url}/rest/v1${path(v)}`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, Prefer: 'count=exact' } });
  const rows = (await res.json()) as { id: number; categoria: { id: number } | null; imagens: unknown[]; grades: unknown[] }[];
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  const offset = Number(/offset=(\d+)/.exec(v.query)?.[1] ?? 0);
  const { expected, page } = await withClient(stack.databaseUrl, async (client) => {
    const { rows: [counted] } = await client.query<{ n: number }>(`select count(*)::int n from public.produtos where ativo and ${v.where}`);
    const { rows: ids } = await client.query<{ id: string }>(`select id from public.produtos where ativo and ${v.where} order by ${sqlOrder(v)} offset $1 limit 12`, [offset]);
    return { expected: counted.n, page: ids.map((r) => r.id).join(',') };
  });
  // Every bench product has a category and a principal image; eleven in twelve have grades.
  if (total !== expected || rows.map((r) => String(r.id)).join(',') !== page || rows.some((r) => !r.categoria || r.imagens.length === 0)) {
    throw new Error(`Resposta errada para "${v.label}": total ${total} (SQL: ${expected}), ${rows.length} linhas diferentes da página do SQL`);
  }
  return total;
}

/**
 * "Você quis dizer…" (issue 23): what the storefront asks when a search found nothing, GET
 * /rpc/catalogo_sugestoes as anon through the gateway, over the same products (the bench's names
 * are all "<categoria> <modelo> <cor> <n>", so "bikini" is close to a fifth of them: the worst case).
 * Budget p95 ≤ 150 ms. The function is PL/pgSQL (migration 20261128000100), so its plan is read by
 * running its query as anon with the same threshold: the 50 nearest active products must come from
 * the GiST trigram index (nearest first, `<%` as its condition), never from a read of the table.
 */
const SUGGESTION_BUDGET_MS = 150;
const SUGGESTION_SEARCHES = ['bikini', 'biqini poa', 'cortininha coarl'];

async function benchSugestoes(stack: BenchStack, gateway: Target): Promise<boolean> {
  const table: Record<string, string | number>[] = [];
  let ok = true;
  for (const typed of SUGGESTION_SEARCHES) {
    const path = `/rpc/catalogo_sugestoes?p_busca=${encodeURIComponent(typed)}`;
    const res = await fetch(`${gateway.base}${path}`, { headers: gateway.headers });
    const rows = (await res.json()) as { id: number; nome: string }[];
    if (!res.ok || rows.length === 0 || rows.some((r) => Object.keys(r).sort().join() !== 'id,nome')) {
      throw new Error(`Resposta errada de catalogo_sugestoes para "${typed}": ${res.status} ${JSON.stringify(rows).slice(0, 200)}`);
    }
    const { holds, columns } = await measureAgainstBudget(gateway, path, { rounds: 3, seconds: 3, p95BudgetMs: SUGGESTION_BUDGET_MS });
    ok &&= holds;
    table.push({ sugestões: typed, primeira: rows[0].nome, ...columns });
  }
  console.log(`\n"Você quis dizer…" (/rpc/catalogo_sugestoes como anon, pelo gateway; autocannon, ${CONNECTIONS} conexões, mediana de 3 rodadas de 3 s; ${machineLoad()})`);
  console.table(table);
  const plan = await withClient(stack.databaseUrl, async (client) => {
    await client.query('begin');
    try {
      await client.query(`set local role anon; set local pg_trgm.word_similarity_threshold = 0.3`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) select c.id, c.nome
           from (select p.id, p.nome, p.busca from public.catalogo_produtos p
                  where 'bikini' operator(extensions.<%) p.busca
                  order by p.busca operator(extensions.<->) 'bikini' limit 50) c
          order by extensions.word_similarity('bikini', c.busca) desc, c.nome, c.id limit 5`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
    }
  });
  const indexed = /Index Scan using produtos_ativos_busca_gist on produtos/.test(plan) && !/Seq Scan on produtos\b/.test(plan);
  ok &&= indexed;
  console.log(`EXPLAIN da consulta de catalogo_sugestoes('bikini') como anon:\n${plan}\nindex-backed: ${indexed ? 'yes' : 'no'}`);
  console.log(`orçamento de "Você quis dizer…" (p95 ≤ ${SUGGESTION_BUDGET_MS} ms e pelo índice GiST): ${ok ? 'ok' : 'ESTOUROU'}`);
  return ok;
}

export async function benchCatalogo(stack: BenchStack): Promise<boolean> {
  const seeded = await ensureBenchProducts(stack.databaseUrl, PRODUCTS);
  console.log(
    `+${PRODUCTS} produtos de benchmark em ${seeded.seconds.toFixed(1)} s: ${seeded.produtos} produtos (${seeded.ativos} ativos), ` +
      `${seeded.grades} grades, ${seeded.imagens} imagens`,
  );

  const targets: Target[] = [
    { name: 'PostgREST direto', base: stack.restUrl, headers: { Authorization: `Bearer ${stack.anonKey}` } },
    { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` } },
  ];

  const table: Record<string, string | number>[] = [];
  const overhead: Record<string, string | number>[] = [];
  let budgetHolds = true;
  for (const [index, v] of VARIANTS.entries()) {
    const total = await checkAnswer(stack, v);
    // On a 2-core machine one run's p95 drifts by as much as the 10% budget from round to round,
    // in either direction: the two targets are compared within a round, first one then the other.
    const ordered = index % 2 === 0 ? targets : [...targets].reverse();
    for (const t of ordered) await warmUp(t, path(v));
    const alone = await sequentialMedian(targets[1], path(v));
    const rounds = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]));
    const roundSeconds = Math.max(2, Math.ceil(v.seconds / 2));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ordered : [...ordered].reverse();
      for (const t of order) rounds.get(t.name)!.push(await measure(t, path(v), roundSeconds));
    }
    const results = new Map<string, Measurement>([...rounds].map(([name, measured]) => [name, medianByP95(measured)]));
    for (const t of targets) {
      const m = results.get(t.name)!;
      table.push({ consulta: v.label, alvo: t.name, total, 'p50 ms': ms(m.p50), 'p95 ms': ms(m.p95), 'p99 ms': ms(m.p99), 'req/s': Math.round(m.requestsPerSecond), amostras: m.requests, 'sozinha p50 ms': t === targets[1] ? ms(alone) : '' });
    }
    const directRounds = rounds.get(targets[0].name)!;
    const gatewayRounds = rounds.get(targets[1].name)!;
    const paired = directRounds.map((d, round) => ((gatewayRounds[round].p95 - d.p95) / d.p95) * 100);
    const extra = median(paired);
    const ok = extra <= GATEWAY_BUDGET_PERCENT;
    budgetHolds &&= ok;
    overhead.push({
      consulta: v.label,
      'p95 direto ms (rodadas)': directRounds.map((m) => ms(m.p95)).join(' / '),
      'p95 gateway ms (rodadas)': gatewayRounds.map((m) => ms(m.p95)).join(' / '),
      'acréscimo por rodada': paired.map((x) => `${x.toFixed(1)}%`).join(' / '),
      'acréscimo p95 (mediana)': `${extra.toFixed(1)}%`,
      [`≤ ${GATEWAY_BUDGET_PERCENT}%`]: ok ? 'ok' : 'ESTOUROU',
    });
  }

  console.log(`\nCatálogo da vitrine (/${RESOURCE}): página de 12, contagem exata, categoria, imagens e grades embutidas; autocannon, ${CONNECTIONS} conexões, mediana de ${ROUNDS} rodadas pareadas; ${machineLoad()}`);
  console.table(table);
  console.log('Acréscimo do gateway sobre o p95 do PostgREST, rodada a rodada (cada rodada mede os dois alvos em seguida)');
  console.table(overhead);
  console.log(`orçamento do gateway (≤ ${GATEWAY_BUDGET_PERCENT}% no p95): ${budgetHolds ? 'ok em todas as consultas' : 'ESTOUROU (ver tabela)'}`);

  await enablePlans(stack.databaseUrl, stack.restUrl);
  let allIndexed = true;
  for (const [index, v] of VARIANTS.entries()) {
    const plan = await explain(stack.restUrl, stack.anonKey, path(v));
    const indexed = indexBacked(plan);
    allIndexed &&= indexed;
    if (index === 0) console.log(`\nEXPLAIN (ANALYZE, BUFFERS) do SQL que o PostgREST executa como anon para "${v.label}":\n${plan}`);
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    const embeds = embedsComputedFor(plan);
    console.log(`index-backed: ${indexed ? 'yes' : 'no'}  (${v.label}; execução ${time ?? '?'} ms; imagens embutidas calculadas para ${embeds ?? '?'} produtos)`);
  }

  const sugestoes = await benchSugestoes(stack, targets[1]);
  return budgetHolds && allIndexed && sugestoes;
}
