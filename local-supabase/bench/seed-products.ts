/**
 * The "bench flag": 20,000 extra products seeded with generate_series into the bench's own
 * temporary database (never the developer's data), spread like the real catalogue: grades of
 * realistic colours and sizes (common black and white, rare lilac; swimwear in runs of PP-GG, bags
 * and cangas in a single size), so the back-office list's colour and size filters select real fractions.
 */
import pg from 'pg';

/** The storefront's five fixed categories and the word each product name starts with. */
const CATEGORIES = [
  { id: 1, word: 'Biquíni' },
  { id: 2, word: 'Bolsa' },
  { id: 3, word: 'Chapéu' },
  { id: 4, word: 'Maiô' },
  { id: 6, word: 'Canga' },
];

/** Colour slots of the generated grades: the more slots, the more products wear that colour. */
const GRADE_CORES = [
  ...Array.from({ length: 4 }, () => ({ cor: 'Preto', rgb: '#000000' })),
  ...Array.from({ length: 3 }, () => ({ cor: 'Branco', rgb: '#FFFFFF' })),
  ...Array.from({ length: 2 }, () => ({ cor: 'Azul', rgb: '#1E5AA8' })),
  ...Array.from({ length: 2 }, () => ({ cor: 'Coral', rgb: '#FF6F61' })),
  ...Array.from({ length: 2 }, () => ({ cor: 'Verde Água', rgb: '#3FBFAD' })),
  { cor: 'Vermelho', rgb: '#C62828' },
  { cor: 'Amarelo', rgb: '#F9C80E' },
  { cor: 'Rosa', rgb: '#E86A92' },
  { cor: 'Terracota', rgb: '#C0643B' },
  { cor: 'Nude', rgb: '#D9B99B' },
  { cor: 'Verde Oliva', rgb: '#6B7F3A' },
  { cor: 'Lilás', rgb: '#A58BD0' },
];

export interface SeedSummary {
  produtos: number;
  ativos: number;
  grades: number;
  imagens: number;
  seconds: number;
}

export async function seedProducts(databaseUrl: string, count: number): Promise<SeedSummary> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Bulk load: skip the per-row triggers (grade → product stock sums) and set the sums once below.
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `create temporary table bench_categoria on commit drop as
         select * from unnest($1::bigint[], $2::text[]) with ordinality as c(id, palavra, n)`,
      [CATEGORIES.map((c) => c.id), CATEGORIES.map((c) => c.word)],
    );
    // Category by i % 5; names like "Biquíni Cortininha Coral 123"; prices 19.90 to 999.90;
    // one product in ten inactive; one in twelve without grades (stock on the product itself).
    await client.query(
      `insert into public.produtos (nome, descricao, codigo_barras, preco_venda, preco_compra, estoque_atual, estoque_minimo, categoria_id, ativo)
       select c.palavra || ' ' ||
                (array['Cortininha','Tropical','Listrado','Poá','Floral','Retrô','Neon','Crochê','Boho','Clássico','Asa Delta','Tomara que Caia'])[1 + (i / 5) % 12] || ' ' ||
                (array['Coral','Azul','Preto','Verde Água','Terracota','Lilás','Amarelo','Branco'])[1 + (i / 60) % 8] || ' ' || i,
              'Peça gerada para o benchmark do catálogo (' || i || ')',
              'BENCH' || lpad(i::text, 6, '0'),
              round((19.9 + (i * 37) % 981)::numeric, 2),
              round((9.9 + (i * 17) % 400)::numeric, 2),
              case when i % 12 = 0 then i % 9 else 0 end,
              2,
              c.id,
              i % 10 <> 0
         from generate_series(1, $1::int) as i
         join bench_categoria c on c.n = 1 + i % 5`,
      [count],
    );
    // One to three colours × a run of sizes each (swimwear PP-GG, hats M or G, bags and cangas U), some
    // sold out. Colours by weight from a palette of 20 slots (Preto 4, Branco 3, ... Lilás 1), so a
    // colour filter selects from about a third of the products down to a few per cent.
    await client.query(
      `create temporary table bench_cor on commit drop as
         select (n - 1)::int pos, cor, rgb from unnest($1::text[], $2::text[]) with ordinality as c(cor, rgb, n)`,
      [GRADE_CORES.map((c) => c.cor), GRADE_CORES.map((c) => c.rgb)],
    );
    await client.query(
      `insert into public.grades_produto (produto_id, cor, tamanho, cor_rgb, estoque_atual, estoque_minimo)
       select distinct p.id, c.cor, t.tamanho, c.rgb, (p.id + c.pos * 3 + t.ord) % 6, 1
         from (select id, right(codigo_barras, 6)::int i from public.produtos where codigo_barras like 'BENCH%') p
         cross join generate_series(0, 2) j
         join bench_cor c on c.pos = (p.i * 7 + j * 11) % ${GRADE_CORES.length}
         cross join lateral unnest(case 1 + p.i % 5
             when 1 then (array['PP','P','M','G','GG'])[1 + (p.i / 7) % 3 : (p.i / 7) % 3 + 2 + (p.i / 11) % 2]
             when 4 then (array['PP','P','M','G','GG'])[1 + (p.i / 7) % 3 : (p.i / 7) % 3 + 2 + (p.i / 11) % 2]
             when 3 then array[(array['M','G'])[1 + (p.i / 3) % 2]]
             else array['U'] end) with ordinality as t(tamanho, ord)
        where p.i % 12 <> 0 and j < 1 + (p.i / 5) % 3`,
    );
    // Statistics of the rows just loaded first: planned on the empty tables' estimates, this update ran
    // the grades' aggregate once per product (stuck for over 30 minutes on a busy 2-core machine).
    await client.query('analyze public.produtos, public.grades_produto');
    // The triggers are off: set what they keep (migration 20261123000600) once, with their formulas.
    await client.query(
      `update public.produtos p set estoque_atual = s.total, cores = s.cores, tamanhos = s.tamanhos
         from (select produto_id, sum(estoque_atual)::int total,
                      array_agg(distinct public.f_unaccent(lower(btrim(cor)))) cores,
                      array_agg(distinct lower(btrim(tamanho))) tamanhos
                 from public.grades_produto group by produto_id) s
        where s.produto_id = p.id and p.codigo_barras like 'BENCH%'`,
    );
    // A principal image for every product, a secundária for two in three.
    await client.query(
      `insert into public.produto_imagens (produto_id, tipo_imagem, url_imagem, nome_arquivo)
       select p.id, t.tipo, '/storage/v1/object/public/imagens/produto/' || p.id || '/' || t.tipo || '.webp', t.tipo || '.webp'
         from public.produtos p
         cross join (values ('principal'), ('secundaria')) as t(tipo)
        where p.codigo_barras like 'BENCH%' and (t.tipo = 'principal' or p.id % 3 <> 0)`,
    );
    await client.query('commit');
    // A long-lived catalogue has been vacuumed, as the clientes and ledger seeds say too: statistics and
    // the visibility map (the counts are index-only scans), and no autovacuum of the 20,000 new rows
    // running while the first requests are measured.
    await client.query('vacuum analyze public.produtos, public.grades_produto, public.produto_imagens');
    await client.query('analyze');
    const { rows } = await client.query<{ produtos: number; ativos: number; grades: number; imagens: number }>(
      `select (select count(*)::int from public.produtos) produtos,
              (select count(*)::int from public.produtos where ativo) ativos,
              (select count(*)::int from public.grades_produto) grades,
              (select count(*)::int from public.produto_imagens) imagens`,
    );
    return { ...rows[0], seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The bench products, seeded once per bench database: the suites that read them (catalogo, produtos)
 * share the same 20,000 rows whichever runs first, instead of each adding its own.
 */
export async function ensureBenchProducts(databaseUrl: string, count: number): Promise<SeedSummary & { seeded: boolean }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int n from public.produtos where codigo_barras like 'BENCH%'`);
    if (rows[0].n === 0) return { ...(await seedProducts(databaseUrl, count)), seeded: true };
    const started = performance.now();
    const { rows: summary } = await client.query<{ produtos: number; ativos: number; grades: number; imagens: number }>(
      `select (select count(*)::int from public.produtos) produtos,
              (select count(*)::int from public.produtos where ativo) ativos,
              (select count(*)::int from public.grades_produto) grades,
              (select count(*)::int from public.produto_imagens) imagens`,
    );
    return { ...summary[0], seconds: (performance.now() - started) / 1000, seeded: false };
  } finally {
    await client.end();
  }
}
