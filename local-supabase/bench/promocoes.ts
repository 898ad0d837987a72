/**
 * The storefront's catalogue with 200 running promotions (issue 27, "Speed": the catalogue's p95 with 200
 * active promotions stays inside its budget). One suite of `npm run bench` (`npx tsx bench/index.ts promocoes`).
 *
 * Over the catalogue suite's 20,000 products: each variant of getCatalogo's request (GET /rpc/catalogo_pagina
 * as anon through the gateway, 16 connections, median of 3 rounds of 3 s) is measured first with no promotion
 * and then with 200 running ones: 199 on 5 products each (% off or a fixed price) and one on a whole category
 * (Chapéu, ~3,600 active products, 15 % off), the promoted products with a price history 60 days old (so the
 * storefront shows their "de"). The price orders and filters then read the current price (migration
 * 20261130004000). Every answer is checked against SQL over the current prices (total, the page's ids in
 * order, preco_atual and preco_de); budget p95 ≤ 150 ms through the gateway. Returns false when broken.
 */
import { CONNECTIONS, measureAgainstBudget } from './measure.ts';
import { machineLoad } from './machine-load.ts';
import { rpcPath } from './rpc.ts';
import { searchSql } from './search.ts';
import { ensureBenchProducts } from './seed-products.ts';
import { withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';
import type { Target } from './measure.ts';

const PRODUCTS = 20_000;
const P95_BUDGET_MS = 150;
const POR_PAGINA = 12;
const PROMOCOES_DE_PRODUTOS = 199;

type Ordem = 'nome_asc' | 'preco_asc' | 'preco_desc' | 'estoque_desc';

interface Variant {
  label: string;
  busca?: string;
  categoria?: number;
  precoMin?: number;
  precoMax?: number;
  ordem?: Ordem;
  pagina?: number;
  /** The same filter in SQL over `p` (produtos) and `preco` (its current price). */
  where: string;
}

const SQL_ORDER: Record<Ordem, string> = {
  nome_asc: 'p.nome collate public.pt_br asc, p.id asc',
  preco_asc: 'preco asc, p.id asc',
  preco_desc: 'preco desc, p.id desc',
  estoque_desc: 'p.estoque_atual desc, p.id desc',
};

const faixa = (min = 0, max = 1000) => `preco between ${min} and ${max}`;

const VARIANTS: Variant[] = [
  { label: 'padrão: todas, 0–1000, nome asc', where: faixa() },
  { label: 'todas, preço asc', ordem: 'preco_asc', where: faixa() },
  { label: 'todas, preço desc', ordem: 'preco_desc', where: faixa() },
  { label: 'todas, preço asc, página 20', ordem: 'preco_asc', pagina: 20, where: faixa() },
  { label: 'categoria 3 (em promoção), preço asc', categoria: 3, ordem: 'preco_asc', where: `p.categoria_id = 3 and ${faixa()}` },
  { label: 'categoria 3, preço 20–60, nome asc', categoria: 3, precoMin: 20, precoMax: 60, where: `p.categoria_id = 3 and ${faixa(20, 60)}` },
  { label: 'todas, preço 0–100, nome asc', precoMax: 100, where: faixa(0, 100) },
  { label: 'todas, preço 50–100, nome asc', precoMin: 50, precoMax: 100, where: faixa(50, 100) },
  { label: 'busca "biquini", preço asc', busca: 'biquini', ordem: 'preco_asc', where: `${searchSql('biquini')} and ${faixa()}` },
  { label: 'todas, estoque desc', ordem: 'estoque_desc', where: faixa() },
];

function path(v: Variant): string {
  return rpcPath('catalogo_pagina', {
    p_busca: v.busca ?? '',
    p_categoria: v.categoria,
    p_preco_min: v.precoMin ?? 0,
    p_preco_max: v.precoMax ?? 1000,
    p_ordem: v.ordem ?? 'nome_asc',
    p_pagina: v.pagina ?? 1,
    p_por_pagina: POR_PAGINA,
  });
}

interface Pagina {
  total: number;
  produtos: { id: number; preco_atual: number; preco_de: number | null }[];
}

/** The answer must be what SQL over the current prices says: total, the page in order, each preco_atual and preco_de. */
async function checkAnswer(stack: BenchStack, gateway: Target, v: Variant): Promise<number> {
  const res = await fetch(`${gateway.base}${path(v)}`, { headers: gateway.headers });
  if (!res.ok) throw new Error(`"${v.label}": ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as Pagina;
  const expected = await withClient(stack.databaseUrl, async (client) => {
    const base = `from public.produtos p
                  cross join lateral public._preco_do_produto(p.id) pr
                  cross join lateral (select pr.preco_atual as preco) c
                 where p.ativo and ${v.where.replace(/\bbusca\b/g, 'p.busca')}`;
    const { rows: [counted] } = await client.query<{ n: number }>(`select count(*)::int n ${base}`);
    const last = Math.max(1, Math.ceil(counted.n / POR_PAGINA));
    const offset = (Math.min(v.pagina ?? 1, last) - 1) * POR_PAGINA;
    const { rows } = await client.query<{ id: string; preco: string; de: string | null }>(
      `select p.id, preco, pr.preco_de de ${base} order by ${SQL_ORDER[v.ordem ?? 'nome_asc']} offset $1 limit ${POR_PAGINA}`,
      [offset],
    );
    return { total: counted.n, page: rows.map((r) => `${r.id}:${Number(r.preco)}:${r.de === null ? '-' : Number(r.de)}`).join(',') };
  });
  const page = answer.produtos.map((r) => `${r.id}:${r.preco_atual}:${r.preco_de === null ? '-' : r.preco_de}`).join(',');
  if (answer.total !== expected.total || page !== expected.page) {
    throw new Error(`Resposta errada para "${v.label}": total ${answer.total} (SQL: ${expected.total})\n API: ${page}\n SQL: ${expected.page}`);
  }
  return answer.total;
}

/** 199 promotions of 5 active products each (alternating % off and a fixed price) and one on category 3; history 60 days old. */
export async function seedPromocoes(stack: BenchStack): Promise<{ promocoes: number; produtos: number }> {
  return withClient(stack.databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(`delete from public.promocoes where nome like 'Bench %'`);
    // Products of categories other than 3, spread over the catalogue (every 7th active one, in id order).
    await client.query(
      `create temporary table bench_promo on commit drop as
         select (row_number() over (order by p.id) - 1) / 5 as grupo, p.id, p.preco_venda
           from (select id, preco_venda, row_number() over (order by id) n from public.produtos where ativo and categoria_id <> 3) p
          where p.n % 7 = 0
          order by p.id
          limit ${PROMOCOES_DE_PRODUTOS * 5}`,
    );
    await client.query(
      `with g as (select grupo, min(preco_venda) menor from bench_promo group by grupo),
            criadas as (
              insert into public.promocoes (nome, tipo, valor, inicio, fim)
              select 'Bench ' || grupo,
                     case when grupo % 2 = 0 then 'percentual' else 'preco' end,
                     case when grupo % 2 = 0 then 10 + grupo % 41 else round(menor * 0.7, 2) end,
                     now() - interval '1 day', now() + interval '7 days'
                from g order by grupo
              returning id, nome)
       insert into public.promocoes_produtos (promocao_id, produto_id)
       select c.id, b.id from criadas c join bench_promo b on 'Bench ' || b.grupo = c.nome`,
    );
    await client.query(
      `insert into public.promocoes (nome, tipo, valor, categoria_id, inicio, fim)
       values ('Bench categoria Chapéu', 'percentual', 15, 3, now() - interval '1 day', now() + interval '7 days')`,
    );
    // The bench's bulk load skipped the history trigger: every promoted product's price is 60 days old.
    await client.query(
      `insert into public.precos_historico (produto_id, preco_anterior, preco_novo, alterado_em, motivo)
       select p.id, null, p.preco_venda, now() - interval '60 days', 'Cadastro do produto'
         from public.produtos p
        where (p.id in (select id from bench_promo) or p.categoria_id = 3)
          and not exists (select 1 from public.precos_historico h where h.produto_id = p.id)`,
    );
    await client.query('commit');
    await client.query('analyze public.promocoes; analyze public.promocoes_produtos; analyze public.precos_historico');
    const { rows: [n] } = await client.query<{ promocoes: number; produtos: number }>(
      `select (select count(*)::int from public.promocoes where inicio <= now() and fim > now()) promocoes,
              (select count(distinct v.produto_id)::int from public._promocoes_vigentes v join public.produtos p on p.id = v.produto_id
                where p.ativo and v.preco < v.preco_venda) produtos`,
    );
    return n;
  });
}

export async function benchPromocoes(stack: BenchStack): Promise<boolean> {
  const seeded = await ensureBenchProducts(stack.databaseUrl, PRODUCTS);
  console.log(`${seeded.produtos} produtos (${seeded.ativos} ativos)`);
  const gateway: Target = { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` } };
  const run = { rounds: 3, seconds: 3, p95BudgetMs: P95_BUDGET_MS };

  await withClient(stack.databaseUrl, (client) => client.query(`delete from public.promocoes where nome like 'Bench %'`));
  const sem = new Map<string, string | number>();
  for (const v of VARIANTS) {
    await checkAnswer(stack, gateway, v);
    sem.set(v.label, (await measureAgainstBudget(gateway, path(v), run)).columns['p95 ms']);
  }

  const promo = await seedPromocoes(stack);
  console.log(`${promo.promocoes} promoções em andamento, ${promo.produtos} produtos ativos com preço promocional`);
  const table: Record<string, string | number>[] = [];
  let ok = true;
  for (const v of VARIANTS) {
    const total = await checkAnswer(stack, gateway, v);
    const { holds, columns } = await measureAgainstBudget(gateway, path(v), run);
    ok &&= holds;
    table.push({ consulta: v.label, total, 'p95 sem promoções ms': sem.get(v.label) ?? '', ...columns });
  }
  console.log(
    `\nCatálogo com ${promo.promocoes} promoções (GET /rpc/catalogo_pagina como anon, pelo gateway; autocannon, ${CONNECTIONS} conexões, mediana de 3 rodadas de 3 s; ${machineLoad()})`,
  );
  console.table(table);
  console.log(`orçamento (p95 ≤ ${P95_BUDGET_MS} ms com 200 promoções): ${ok ? 'ok em todas as consultas' : 'ESTOUROU (ver tabela)'}`);
  await withClient(stack.databaseUrl, (client) => client.query(`delete from public.promocoes where nome like 'Bench %'`));
  return ok;
}
