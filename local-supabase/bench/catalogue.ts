/**
 * The storefront's catalogue query over 20,000 extra products (one suite of `npm run bench`, see index.ts).
 *
 * Seeds the products into the bench's throw-away database, then for each variant of the storefront's
 * query (spec "Select produtos": all columns plus category (id, nome) and images, only active products,
 * category / price / accent-free search filters, each sort, a page of 12, exact count) measures
 * p50/p95/p99 and requests per second with autocannon at 16 connections, through the gateway
 * (apikey and Bearer anon key, as supabase-js sends them) and directly against PostgREST (Bearer anon key). Budget: the gateway adds at most 10%
 * to PostgREST's p95, and the query stays index-backed (PostgREST's own EXPLAIN is printed).
 * Returns false when a budget is broken.
 */
import pg from 'pg';
import { CONNECTIONS, measure, measureAgainstBudget, median, medianByP95, ms, warmUp, type Measurement, type Target } from './measure.ts';
import { embedsComputedFor, enablePlans, explain, indexBacked } from './plan.ts';
import { searchFilters, searchSql } from './search.ts';
import { ensureBenchProducts } from './seed-products.ts';
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
const SELECT = `select=*,categorias(id,nome),produto_imagens(id,url_imagem,tipo_imagem)${RESOURCE === 'produtos' ? '&ativo=eq.true' : ''}`;
const PRICE = 'preco_venda=gte.0&preco_venda=lte.1000';

interface Variant {
  label: string;
  /** PostgREST query string after SELECT, as supabase-js builds it (.eq/.gte/.lte/.ilike/.order/.range). */
  query: string;
  /** The same filter in SQL, to check the total the API reports. */
  where: string;
  seconds: number;
}

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
    query: `${PRICE}${searchFilters(typed)}&order=nome.asc&offset=0&limit=12`,
    where: `preco_venda between 0 and 1000 and ${searchSql(typed)}`,
    seconds: 5,
  };
}

const VARIANTS: Variant[] = [
  { label: 'filtros: categoria 1, preço 50–500, nome asc, página 1', query: 'categoria_id=eq.1&preco_venda=gte.50&preco_venda=lte.500&order=nome.asc&offset=0&limit=12', where: 'categoria_id = 1 and preco_venda between 50 and 500', seconds: 10 },
  { label: 'padrão: todas, preço 0–1000, nome asc, página 1', query: `${PRICE}&order=nome.asc&offset=0&limit=12`, where: 'preco_venda between 0 and 1000', seconds: 5 },
  // The same page without the default price bounds: what the storefront gets if it leaves them out at 0–1000.
  { label: 'todas, sem faixa de preço, nome asc, página 1', query: 'order=nome.asc&offset=0&limit=12', where: 'true', seconds: 10 },
  { label: 'busca "biquini" (sem acento), nome asc', query: `${PRICE}&busca=ilike.*biquini*&order=nome.asc&offset=0&limit=12`, where: `preco_venda between 0 and 1000 and busca ilike '%biquini%'`, seconds: 5 },
  // Words in any order (issue 23): one ILIKE per word, as withSearch sends them.
  searchVariant('poa biquini', '2 palavras, invertidas'),
  searchVariant('coral, cortininha biquini', '3 palavras'),
  { label: 'categoria 4, preço 0–1000, nome asc, página 20', query: `categoria_id=eq.4&${PRICE}&order=nome.asc&offset=228&limit=12`, where: 'categoria_id = 4 and preco_venda between 0 and 1000', seconds: 5 },
  { label: 'categoria 2, nome desc', query: `categoria_id=eq.2&${PRICE}&order=nome.desc&offset=0&limit=12`, where: 'categoria_id = 2 and preco_venda between 0 and 1000', seconds: 3 },
  { label: 'categoria 3, preço asc', query: `categoria_id=eq.3&${PRICE}&order=preco_venda.asc&offset=0&limit=12`, where: 'categoria_id = 3 and preco_venda between 0 and 1000', seconds: 3 },
  { label: 'categoria 6, preço desc', query: `categoria_id=eq.6&${PRICE}&order=preco_venda.desc&offset=0&limit=12`, where: 'categoria_id = 6 and preco_venda between 0 and 1000', seconds: 3 },
  { label: 'todas, estoque desc', query: `${PRICE}&order=estoque_atual.desc&offset=0&limit=12`, where: 'preco_venda between 0 and 1000', seconds: 3 },
];

const path = (v: Variant) => `/${RESOURCE}?${SELECT}&${v.query}`;

/** The API must answer what the SQL says: 12 rows (or the rest) and the exact total. */
async function checkAnswer(stack: BenchStack, v: Variant): Promise<number> {
  const res = await fetch(`${stack.url}/rest/v1${path(v)}`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, Prefer: 'count=exact' } });
  const rows = (await res.json()) as { ativo: boolean; categorias: { id: number } | null; produto_imagens: unknown[] }[];
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  const { rows: [expected] } = await client.query<{ n: number }>(`select count(*)::int n from public.produtos where ativo and ${v.where}`);
  await client.end();
  const offset = Number(/offset=(\d+)/.exec(v.query)?.[1] ?? 0);
  const wanted = Math.max(0, Math.min(12, expected.n - offset));
  if (total !== expected.n || rows.length !== wanted || rows.some((r) => !r.ativo || !r.categorias || r.produto_imagens.length === 0)) {
    throw new Error(`Resposta errada para "${v.label}": total ${total} (SQL: ${expected.n}), ${rows.length} linhas (esperado ${wanted})`);
  }
  return total;
}

/**
 * "Você quis dizer…" (issue 23): what the storefront asks when a search found nothing, GET
 * /rpc/catalogo_sugestoes as anon through the gateway, over the same products (the bench's names
 * are all "<categoria> <modelo> <cor> <n>", so "bikini" is close to a fifth of them: the worst case).
 * Budget p95 ≤ 150 ms. The function is SQL with SET clauses (not inlined), so its plan is read by
 * running its query as anon with the same threshold, and reported (whether the trigram index serves `<%`).
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
  console.log(`\n"Você quis dizer…" (/rpc/catalogo_sugestoes como anon, pelo gateway; autocannon, ${CONNECTIONS} conexões, mediana de 3 rodadas de 3 s)`);
  console.table(table);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local role anon; set local pg_trgm.word_similarity_threshold = 0.3`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) select p.id, p.nome from public.catalogo_produtos p
        where 'bikini' operator(extensions.<%) p.busca order by extensions.word_similarity('bikini', p.busca) desc, p.nome, p.id limit 5`,
    );
    await client.query('rollback');
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const indexed = /Bitmap Index Scan on produtos_busca_trgm/.test(plan) && !/Seq Scan on produtos\b/.test(plan);
    // Reported, not judged: when a word is close to a fifth of the catalogue (the bench's names) a
    // sequential read can be the right plan; the p95 above is the budget.
    console.log(`EXPLAIN da consulta de catalogo_sugestoes('bikini') como anon:\n${plan}\nindex-backed: ${indexed ? 'yes' : 'no'}`);
  } finally {
    await client.end();
  }
  console.log(`orçamento de "Você quis dizer…" (p95 ≤ ${SUGGESTION_BUDGET_MS} ms): ${ok ? 'ok' : 'ESTOUROU'}`);
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
    const rounds = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]));
    const roundSeconds = Math.max(2, Math.ceil(v.seconds / 2));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ordered : [...ordered].reverse();
      for (const t of order) rounds.get(t.name)!.push(await measure(t, path(v), roundSeconds));
    }
    const results = new Map<string, Measurement>([...rounds].map(([name, measured]) => [name, medianByP95(measured)]));
    for (const t of targets) {
      const m = results.get(t.name)!;
      table.push({ consulta: v.label, alvo: t.name, total, 'p50 ms': ms(m.p50), 'p95 ms': ms(m.p95), 'p99 ms': ms(m.p99), 'req/s': Math.round(m.requestsPerSecond), amostras: m.requests });
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

  console.log(`\nCatálogo da vitrine (/${RESOURCE}): página de 12, contagem exata, categoria e imagens embutidas; autocannon, ${CONNECTIONS} conexões, mediana de ${ROUNDS} rodadas pareadas`);
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
