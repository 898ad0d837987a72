import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { DASHBOARD_LIMITE_ALERTAS, dashboardApi } from './api';

/** Dispatches the endpoint through a fresh store, as the page's hook would. */
async function buscarResumo() {
  const store = makeStore();
  const request = store.dispatch(dashboardApi.endpoints.getDashboardResumo.initiate());
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/** The same figures counted by the superuser straight from the tables, with no function involved. */
async function contagensNoBanco() {
  const [row] = await sql<{
    total_clientes: number;
    clientes_ativos: number;
    produtos_ativos: number;
    produtos_em_estoque: number;
    unidades_em_estoque: number;
    alertas_total: number;
  }>(
    `select (select count(*)::int from clientes) as total_clientes,
            (select count(*)::int from clientes where ativo) as clientes_ativos,
            (select count(*)::int from produtos where ativo) as produtos_ativos,
            (select count(*)::int from produtos where ativo and estoque_atual > 0) as produtos_em_estoque,
            (select coalesce(sum(estoque_atual), 0)::int from produtos where ativo) as unidades_em_estoque,
            (select count(*)::int from produtos p where p.ativo and ((p.estoque_minimo > 0 and p.estoque_atual <= p.estoque_minimo)
               or exists (select 1 from grades_produto g where g.produto_id = p.id
                            and g.estoque_minimo > 0 and g.estoque_atual <= g.estoque_minimo))) as alertas_total`,
  );
  return row;
}

const LOTE = 1200;
const prefixo = unique('Dashboard lote');
let categoriaId: number;

// A category holding more active products than PostgREST answers in one read (1000), so a sum over
// fetched rows would come out short; an inactive product and a low grade test the two edge rules.
beforeAll(async () => {
  [{ id: categoriaId }] = await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [prefixo]);
  await sql(
    `insert into produtos (nome, preco_venda, estoque_atual, estoque_minimo, categoria_id, ativo)
     select $1 || ' ' || lpad(n::text, 4, '0'), 10, 3, case when n % 100 = 0 then 5 else 1 end, $2, true
       from generate_series(1, $3::int) n`,
    [prefixo, categoriaId, LOTE],
  );
  await sql(`insert into produtos (nome, preco_venda, estoque_atual, categoria_id, ativo) values ($1, 10, 500, $2, false)`, [
    `${prefixo} inativo`,
    categoriaId,
  ]);
});

afterAll(async () => {
  // a removed grade records its units leaving (a movement), so grades, then movements, then products
  const doLote = 'select id from produtos where categoria_id = $1';
  await sql(`delete from grades_produto where produto_id in (${doLote})`, [categoriaId]);
  await sql(`delete from movimentacoes_estoque where produto_id in (${doLote})`, [categoriaId]);
  await sql('delete from produtos where categoria_id = $1', [categoriaId]);
  await sql('delete from categorias where id = $1', [categoriaId]);
});

describe('getDashboardResumo (function dashboard_resumo) against the local stack', () => {
  it('counts exactly past the 1000-row cap, by category too', async () => {
    await signInAs('admin');

    const resumo = await buscarResumo();

    const noBanco = await contagensNoBanco();
    expect(noBanco.produtos_ativos).toBeGreaterThan(1000);
    expect(resumo).toMatchObject(noBanco);
    // the batch's category: 1200 active products of 3 units each; the inactive one's 500 left out
    expect(resumo.estoque_por_categoria).toContainEqual({ categoria_id: categoriaId, categoria: prefixo, produtos: LOTE, unidades: 3 * LOTE });
    const somaCategorias = resumo.estoque_por_categoria.reduce((s, c) => s + c.unidades, 0);
    expect(somaCategorias).toBe(noBanco.unidades_em_estoque);
  });

  it('lists the most urgent low-stock products first, up to the limit, and counts them all', async () => {
    const [esgotado] = await sql<{ id: number }>(
      `insert into produtos (nome, preco_venda, estoque_minimo, categoria_id) values ($1, 10, 2, $2) returning id::int`,
      [`${prefixo} esgotado`, categoriaId],
    );
    await signInAs('funcionario');

    const resumo = await buscarResumo();

    const noBanco = await contagensNoBanco();
    // 12 of the batch (3 units, minimum 5), the sold-out one, and whatever the seed holds
    expect(resumo.alertas_total).toBe(noBanco.alertas_total);
    expect(resumo.alertas_total).toBeGreaterThanOrEqual(13);
    expect(resumo.alertas).toHaveLength(DASHBOARD_LIMITE_ALERTAS);
    const [primeiro] = resumo.alertas;
    expect(primeiro.estoque_atual).toBe(0);
    const esgotados = resumo.alertas.filter((a) => a.estoque_atual === 0);
    expect(esgotados.map((a) => a.id)).toContain(esgotado.id);
    // sold-out first, then by how far under the minimum
    const faltas = resumo.alertas.filter((a) => a.estoque_atual > 0).map((a) => a.estoque_atual - a.estoque_minimo);
    expect(faltas).toEqual([...faltas].sort((a, b) => a - b));
  });

  it('counts a product whose grade is under its own minimum, though the product is not', async () => {
    await signInAs('user');
    const antes = await buscarResumo();
    const [produto] = await sql<{ id: number }>(
      `insert into produtos (nome, preco_venda, estoque_minimo, categoria_id) values ($1, 10, 0, $2) returning id::int`,
      [`${prefixo} grade baixa`, categoriaId],
    );
    // 10 units over a minimum of 0 would not be an alert; grade P (1 of a minimum of 4) makes it one
    await sql(
      `insert into grades_produto (produto_id, cor, tamanho, estoque_atual, estoque_minimo)
       values ($1, 'Azul', 'P', 1, 4), ($1, 'Azul', 'M', 9, 2)`,
      [produto.id],
    );

    const depois = await buscarResumo();

    expect(depois.alertas_total).toBe(antes.alertas_total + 1);
    expect(depois.produtos_ativos).toBe(antes.produtos_ativos + 1);
    expect(depois.unidades_em_estoque).toBe(antes.unidades_em_estoque + 10);
    expect(depois.alertas_total).toBe((await contagensNoBanco()).alertas_total);
  });

  it('refuses a cliente with a clear reason, and the anonymous key outright, revealing no figure', async () => {
    await signInAs('cliente');
    await expect(buscarResumo()).rejects.toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
    // anon may not even execute the function
    await signInAs(null);
    await expect(buscarResumo()).rejects.toMatchObject({ code: '42501', message: 'permission denied for function dashboard_resumo' });
  });
});
