/**
 * The estoque suite's fixtures, in the bench's own temporary database: bench-only products
 * (codigo_barras 'ESTQBENCH…', so they never mix with the demo seed or the produtos suite's BENCH
 * rows), their grades, and a ledger of movements written in SQL (generate_series) instead of one
 * registrar_movimentacoes call each. The ledger explains every unit: each (product, grade) opens with
 * an entrada, the stock columns are then set to the ledger's sums, and `checkLedger` proves that no
 * running balance ever went below 0. `removeBenchEstoque` takes everything away again.
 */
import type pg from 'pg';

/** Marks every product this suite creates (list fixture and the writers' products alike). */
export const MARCA = 'ESTQBENCH';

/** Product names as the catalogue has them; "Cortininha" is one model in twelve (the name search's term). */
const PALAVRAS = ['Biquíni', 'Maiô', 'Saída de Praia', 'Canga', 'Chapéu'];
/** The seed's category of each word: Biquínis, Maiôs, Cangas (saídas de praia too), Cangas, Chapéus. */
const CATEGORIAS = [1, 4, 6, 6, 3];
const MODELOS = ['Cortininha', 'Tropical', 'Listrado', 'Poá', 'Floral', 'Retrô', 'Neon', 'Crochê', 'Boho', 'Clássico', 'Asa Delta', 'Tomara que Caia'];
const CORES = ['Coral', 'Azul', 'Preto', 'Verde Água', 'Terracota', 'Lilás', 'Amarelo', 'Branco'];
/** Every other product is stocked by grade, with these three (cor, tamanho); the others hold stock themselves. */
const GRADES = [
  ['Preto', 'P'],
  ['Preto', 'M'],
  ['Coral', 'G'],
] as const;

export interface DemoSnapshot {
  movimentacoes: number;
  produtos: number;
  grades: number;
  estoque: number;
}

/** What the demo seed holds, to prove after the clean-up that the suite left it as it was. */
export async function snapshot(client: pg.Client): Promise<DemoSnapshot> {
  const { rows } = await client.query<DemoSnapshot>(
    `select (select count(*)::int from public.movimentacoes_estoque) movimentacoes,
            (select count(*)::int from public.produtos) produtos,
            (select count(*)::int from public.grades_produto) grades,
            (select coalesce(sum(estoque_atual), 0)::int from public.produtos) estoque`,
  );
  return rows[0];
}

/** The demo staff logins' usuarios.id (the responsible person of a movement). */
export async function staffIds(client: pg.Client): Promise<{ admin: number; funcionario: number }> {
  const { rows } = await client.query<{ tipo: 'admin' | 'funcionario'; id: string }>(
    `select distinct on (tipo) tipo, id from public.usuarios where tipo in ('admin', 'funcionario') and ativo order by tipo, id`,
  );
  const id = (tipo: string) => {
    const row = rows.find((r) => r.tipo === tipo);
    if (!row) throw new Error(`Nenhum usuário ${tipo} ativo no seed de demonstração`);
    return Number(row.id);
  };
  return { admin: id('admin'), funcionario: id('funcionario') };
}

/**
 * `count` products named like the catalogue's ("Biquíni Cortininha Coral E17"), stock 0, every
 * other one with GRADES; codigo_barras `${MARCA}${tag}000017`. Triggers stay on: a product's first
 * grade finds stock 0, so it records nothing in the ledger.
 */
export async function createBenchProducts(client: pg.Client, tag: string, count: number): Promise<void> {
  await client.query(
    `insert into public.produtos (nome, descricao, codigo_barras, preco_venda, preco_compra, estoque_atual, estoque_minimo, categoria_id, ativo)
     select ($2::text[])[1 + i % 5] || ' ' || ($3::text[])[1 + (i / 5) % 12] || ' ' || ($4::text[])[1 + (i / 60) % 8] || ' E' || i,
            'Peça gerada para o benchmark do estoque (' || i || ')',
            $5 || lpad(i::text, 6, '0'),
            round((59.9 + (i * 37) % 300)::numeric, 2), round((19.9 + (i * 17) % 100)::numeric, 2),
            0, 3, ($6::bigint[])[1 + i % 5], true
       from generate_series(1, $1::int) as i`,
    [count, PALAVRAS, MODELOS, CORES, `${MARCA}${tag}`, CATEGORIAS],
  );
  await client.query(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual, estoque_minimo)
     select p.id, g.cor, g.tamanho, 0, 1
       from public.produtos p
      cross join unnest($2::text[], $3::text[]) as g(cor, tamanho)
      where p.codigo_barras like $1 || '%' and right(p.codigo_barras, 6)::int % 2 = 0
      order by p.id`,
    [`${MARCA}${tag}`, GRADES.map((g) => g[0]), GRADES.map((g) => g[1])],
  );
}

/** Sets each bench product's and grade's stock to what its ledger says (the grades' trigger sums them into the product). */
export async function stockFromLedger(client: pg.Client, tag: string): Promise<void> {
  const like = `${MARCA}${tag}%`;
  await client.query(
    `update public.grades_produto g set estoque_atual = s.saldo
       from (select grade_id, sum(public._efeito(tipo, quantidade))::int saldo from public.movimentacoes_estoque
              where grade_id is not null and produto_id in (select id from public.produtos where codigo_barras like $1)
              group by grade_id) s
      where g.id = s.grade_id`,
    [like],
  );
  await client.query(
    `update public.produtos p set estoque_atual = s.saldo
       from (select produto_id, sum(public._efeito(tipo, quantidade))::int saldo from public.movimentacoes_estoque
              where grade_id is null group by produto_id) s
      where p.id = s.produto_id and p.codigo_barras like $1
        and not exists (select 1 from public.grades_produto g where g.produto_id = p.id)`,
    [like],
  );
}

export interface LedgerCheck {
  produtos: number;
  /** Products or grades whose stock column differs from their ledger's sum. */
  divergentes: number;
  /** Stock columns below 0. */
  negativos: number;
  /**
   * The lowest running balance of any product or grade in the order the stock was applied: id order.
   * registrar_movimentacoes inserts each line while it holds its product's lock, until commit, so
   * one product's ids rise in the order its stock changed. Below 0 would be an oversell.
   */
  menorSaldoAplicacao: number;
  /**
   * The same in estoque_kardex's order (data_movimentacao, id). A movement's default date is its
   * transaction's now(), taken before the lock wait, so concurrent writers can be dated out of the
   * order they were applied in: informative only.
   */
  menorSaldoKardex: number;
}

/**
 * The ledger explains the stock of every product whose codigo_barras starts with `prefix`: each
 * product's and grade's estoque_atual equals sum(entradas) - sum(saidas), nothing is below 0, and
 * the lowest running balances in application order and in the kardex's order.
 */
export async function checkLedger(client: pg.Client, prefix: string): Promise<LedgerCheck> {
  const { rows } = await client.query<LedgerCheck>(
    `with p as (select id, estoque_atual from public.produtos where codigo_barras like $1 || '%'),
          m as (select m.produto_id, m.grade_id, public._efeito(m.tipo, m.quantidade) efeito, m.data_movimentacao, m.id
                  from public.movimentacoes_estoque m join p on p.id = m.produto_id),
          por_produto as (select p.id, p.estoque_atual, coalesce((select sum(efeito) from m where m.produto_id = p.id), 0) saldo from p),
          por_grade as (select g.id, g.estoque_atual, coalesce((select sum(efeito) from m where m.grade_id = g.id), 0) saldo
                          from public.grades_produto g join p on p.id = g.produto_id),
          corrente as (select sum(efeito) over (partition by produto_id order by id) aplicacao_produto,
                              sum(efeito) over (partition by produto_id, grade_id order by id) aplicacao_grade,
                              sum(efeito) over (partition by produto_id order by data_movimentacao, id) kardex_produto,
                              sum(efeito) over (partition by produto_id, grade_id order by data_movimentacao, id) kardex_grade
                         from m)
     select (select count(*)::int from p) produtos,
            ((select count(*) from por_produto where estoque_atual <> saldo) + (select count(*) from por_grade where estoque_atual <> saldo))::int divergentes,
            ((select count(*) from por_produto where estoque_atual < 0) + (select count(*) from por_grade where estoque_atual < 0))::int negativos,
            coalesce((select least(min(aplicacao_produto), min(aplicacao_grade)) from corrente), 0)::int "menorSaldoAplicacao",
            coalesce((select least(min(kardex_produto), min(kardex_grade)) from corrente), 0)::int "menorSaldoKardex"`,
    [prefix],
  );
  return rows[0];
}

export interface LedgerSeed {
  produtos: number;
  movimentacoes: number;
  seconds: number;
}

/** Dates of the generated movements: from this day on, one after the other (date rises with id, as in a real ledger). */
const PRIMEIRA_DATA = '2024-01-02T08:00:00-03:00';
const DOIS_ANOS_S = 2 * 365 * 24 * 3600;

/**
 * `movimentacoes` movements over `produtos` bench products (tag 'L'). Every (product, grade) opens
 * with an entrada of 40; then, round after round, each target gets the next movement of the cycle
 * entrada, saída, saída (entradas of 3-12 at a cost price with a "Nota fiscal … Fornecedor Atlântica"
 * note, saídas of 1-3: Venda, some "Venda no balcão", one in twenty an "Avaria na costura" note), so
 * every balance only drifts up. The busca trigger fills busca on insert (product name + notes).
 */
export async function seedLedger(client: pg.Client, produtos: number, movimentacoes: number): Promise<LedgerSeed> {
  const started = performance.now();
  const staff = await staffIds(client);
  await client.query('begin');
  try {
    await createBenchProducts(client, 'L', produtos);
    // Targets: each grade of a product with grades, or the product itself (grade null).
    await client.query(
      `create temporary table bench_alvo on commit drop as
         select (row_number() over (order by p.id, g.id) - 1)::int n, p.id produto_id, g.id grade_id
           from public.produtos p left join public.grades_produto g on g.produto_id = p.id
          where p.codigo_barras like $1`,
      [`${MARCA}L%`],
    );
    const { rows: [{ alvos }] } = await client.query<{ alvos: number }>('select count(*)::int alvos from bench_alvo');
    const resto = movimentacoes - alvos;
    if (resto <= 0) throw new Error(`${movimentacoes} movimentações não cobrem os ${alvos} produtos/grades da carga`);
    await client.query(
      `insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao)
       select 'entrada', a.produto_id, a.grade_id, 40, 25.00, 'Compra', 'Estoque inicial do benchmark', $1, timestamptz '${PRIMEIRA_DATA}' - interval '1 day'
         from bench_alvo a order by a.n`,
      [staff.admin],
    );
    // i = r * alvos + n: round r, target n; (r + n) % 3 = 0 is the cycle's entrada.
    await client.query(
      `insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao)
       select case when e then 'entrada' else 'saida' end, a.produto_id, a.grade_id,
              case when e then 3 + (r * 5 + a.n) % 10 else 1 + (r * 7 + a.n) % 3 end,
              case when e then 20 + a.n % 40 else 79.9 + a.n % 70 end,
              case when e then 'Compra' when h < 5 then 'Avaria' else 'Venda' end,
              case when e then 'Nota fiscal ' || (100000 + i) || ' - Fornecedor Atlântica Moda Praia'
                   when h < 5 then 'Avaria na costura: peça separada para o fornecedor'
                   when h < 60 then 'Venda no balcão' end,
              case when i % 2 = 0 then $2::bigint else $3::bigint end,
              timestamptz '${PRIMEIRA_DATA}' + make_interval(secs => i * ($5::float8 / $1::int))
         from generate_series(0, $1::int - 1) as i
        cross join lateral (select i / $4::int r, i % $4::int n, (i * 37) % 100 h) k
         join bench_alvo a on a.n = k.n
        cross join lateral (select (k.r + a.n) % 3 = 0 e) t
        order by i`,
      [resto, staff.admin, staff.funcionario, alvos, DOIS_ANOS_S],
    );
    await stockFromLedger(client, 'L');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // A long-lived ledger has been vacuumed: statistics, hint bits and the visibility map (index-only counts).
  await client.query('vacuum analyze public.movimentacoes_estoque, public.produtos, public.grades_produto');
  const { rows } = await client.query<{ produtos: number; movimentacoes: number }>(
    `select count(distinct p.id)::int produtos, count(m.id)::int movimentacoes
       from public.produtos p join public.movimentacoes_estoque m on m.produto_id = p.id where p.codigo_barras like $1`,
    [`${MARCA}L%`],
  );
  return { ...rows[0], seconds: (performance.now() - started) / 1000 };
}

/**
 * Removes every product the suite created, with its movements and grades, in one transaction. The
 * grades go to stock 0 first: a grade deleted with units records its exit in the ledger
 * (grades_remove_estoque), which would then keep the product from being deleted.
 */
export async function removeBenchEstoque(client: pg.Client): Promise<number> {
  await client.query('begin');
  try {
    await client.query(`create temporary table bench_remover on commit drop as select id from public.produtos where codigo_barras like $1`, [`${MARCA}%`]);
    await client.query('delete from public.movimentacoes_estoque where produto_id in (select id from bench_remover)');
    await client.query('update public.grades_produto set estoque_atual = 0 where produto_id in (select id from bench_remover) and estoque_atual <> 0');
    await client.query('delete from public.grades_produto where produto_id in (select id from bench_remover)');
    const { rowCount } = await client.query('delete from public.produtos where id in (select id from bench_remover)');
    await client.query('commit');
    return rowCount ?? 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
