/**
 * The "bench flag": 20,000 extra products seeded with generate_series into the bench's own
 * temporary database (never the developer's data), spread like the real catalogue.
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
    // Two or three grades each (colour × size), some sold out.
    await client.query(
      `insert into public.grades_produto (produto_id, cor, tamanho, cor_rgb, estoque_atual)
       select p.id, g.cor, g.tamanho, g.rgb, (p.id * g.k) % 7
         from public.produtos p
         cross join (values ('Coral', 'P', '#FF7F50', 3), ('Azul', 'M', '#1E90FF', 5), ('Preto', 'G', '#000000', 11)) as g(cor, tamanho, rgb, k)
        where p.codigo_barras like 'BENCH%'
          and right(p.codigo_barras, 6)::int % 12 <> 0
          and (g.k <> 11 or p.id % 2 = 0)`,
    );
    await client.query(
      `update public.produtos p set estoque_atual = s.total
         from (select produto_id, sum(estoque_atual)::int total from public.grades_produto group by produto_id) s
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
