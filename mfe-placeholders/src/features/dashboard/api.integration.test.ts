import { afterAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { dashboardApi, type DashboardResumo } from './api';

/** What the dashboard shows, computed by the superuser straight from the tables. */
async function resumoNoBanco(): Promise<DashboardResumo> {
  const [{ clientes }] = await sql<{ clientes: number }>('select count(*)::int as clientes from clientes where ativo');
  const [{ produtos, unidades }] = await sql<{ produtos: number; unidades: number }>(
    'select count(*)::int as produtos, coalesce(sum(estoque_atual), 0)::int as unidades from produtos where ativo',
  );
  const baixo = await sql<DashboardResumo['estoqueBaixo'][number]>(
    `select id::int, nome, estoque_atual, estoque_minimo from produtos
      where ativo and estoque_atual <= estoque_minimo order by nome limit 8`,
  );
  return { totalClientes: clientes, totalProdutos: produtos, unidadesEmEstoque: unidades, estoqueBaixo: baixo };
}

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

// A product below its minimum whose name sorts first, so it must head the low-stock list.
const nomeBaixo = `!${unique('Canga teste dashboard')}`;
const criados: number[] = [];

afterAll(async () => {
  if (criados.length) await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});

describe('getDashboardResumo against the local stack', () => {
  it('gives an admin the counts, units and low stock that the tables hold', async () => {
    const [{ id }] = await sql<{ id: number }>(
      'insert into produtos (nome, preco_venda, estoque_minimo) values ($1, 10, 5) returning id::int',
      [nomeBaixo],
    );
    criados.push(id);
    await signInAs('admin');

    const resumo = await buscarResumo();

    const esperado = await resumoNoBanco();
    expect(esperado.totalClientes).toBeGreaterThan(0);
    expect(resumo).toEqual(esperado);
    expect(resumo.estoqueBaixo[0]).toEqual({ id, nome: nomeBaixo, estoque_atual: 0, estoque_minimo: 5 });
  });

  it('gives a cliente nothing: RLS hides clientes and the staff-only produtos rows', async () => {
    await signInAs('cliente');

    const resumo = await buscarResumo();

    // The rows exist; the zeros come from row-level security, not from an empty database.
    const noBanco = await resumoNoBanco();
    expect(noBanco.totalClientes).toBeGreaterThan(0);
    expect(noBanco.totalProdutos).toBeGreaterThan(0);
    expect(resumo).toEqual({ totalClientes: 0, totalProdutos: 0, unidadesEmEstoque: 0, estoqueBaixo: [] });
  });
});
