/**
 * The storefront sells what is disponível (issue 24, migration 20261128000700): the public catalogue
 * (catalogo_pagina, catalogo_produto, catalogo_capas) gives each product and grade its estoque minus
 * what pending, unexpired orders reserve; an expired or cancelled order stops reserving; "estoque
 * desc" sorts by it; anon reads the figure, never an order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clientAs, demoLogin, sql, unique, usuarioId } from './support.ts';

const CLIENTE = demoLogin('cliente').email;

/** The demo cliente may hold at most 5 pending orders (other files use it too): none is left behind. */
afterEach(async () => {
  await sql(
    `update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste'
      where comprador_id = $1 and status = 'pendente'`,
    [await usuarioId(CLIENTE)],
  );
});

/** An active product (its name holds `palavra`) with grades {cor, tamanho, estoque}, or `estoque` units and no grade. */
async function produto(palavra: string, estoque: { grades: [string, string, number][] } | number) {
  const nome = unique(`Biquíni ${palavra}`);
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 50, $2, 1) returning id`,
    [nome, typeof estoque === 'number' ? estoque : 0],
  );
  const grades: number[] = [];
  if (typeof estoque !== 'number') {
    for (const [cor, tamanho, n] of estoque.grades) {
      const [g] = await sql<{ id: string }>(
        `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, $2, $3, $4) returning id`,
        [p.id, cor, tamanho, n],
      );
      grades.push(Number(g.id));
    }
  }
  return { id: Number(p.id), nome, grades };
}

interface Produto {
  id: number;
  disponivel: number;
  estoque_atual?: unknown;
  grades: { id: number; cor: string; tamanho: string; disponivel: number }[];
}

/** The catalogue as a visitor reads it: the page of a search, in an order. */
async function pagina(busca: string, ordem = 'nome_asc') {
  const { data, error } = await (await clientAs('anon')).rpc('catalogo_pagina', { p_busca: busca, p_ordem: ordem }, { get: true });
  expect(error).toBeNull();
  return data as { total: number; produtos: Produto[] };
}

const pedir = async (itens: unknown) => {
  const { data, error } = await (await clientAs('cliente')).rpc('registrar_pedido', { p_itens: itens });
  expect(error).toBeNull();
  return data as { id: number };
};

describe('the catalogue gives the disponível', () => {
  it('an order for 2 of 3 units leaves 1 for that grade; it is back when the order expires or is cancelled', async () => {
    const palavra = unique('disp').replace(/\W/g, '');
    const p = await produto(palavra, { grades: [['Coral', 'M', 3], ['Coral', 'G', 1]] });
    const [m, g] = p.grades;

    const pedido = await pedir([{ produto_id: p.id, grade_id: m, quantidade: 2 }]);
    const [reservado] = (await pagina(palavra)).produtos;
    expect(reservado).toMatchObject({ id: p.id, disponivel: 2, grades: [{ id: m, disponivel: 1 }, { id: g, disponivel: 1 }] });
    // The physical stock is not what the storefront reads.
    expect(reservado).not.toHaveProperty('estoque_atual');
    // A shared link's product (?produto={id}) reads the same.
    const { data: unico } = await (await clientAs('anon')).rpc('catalogo_produto', { p_id: p.id }, { get: true });
    expect(unico).toMatchObject({ id: p.id, disponivel: 2, grades: [{ id: m, disponivel: 1 }, { id: g, disponivel: 1 }] });

    // Past its deadline the order holds nothing (no job runs: the date decides).
    await sql(`update public.vendas set reserva_expira_em = now() - interval '1 second' where id = $1`, [pedido.id]);
    expect((await pagina(palavra)).produtos[0]).toMatchObject({ disponivel: 4, grades: [{ disponivel: 3 }, { disponivel: 1 }] });

    // A cancelled order neither; the last unit of G ordered makes G 0 and the product 3.
    const outro = await pedir([{ produto_id: p.id, grade_id: m, quantidade: 3 }, { produto_id: p.id, grade_id: g, quantidade: 1 }]);
    expect((await pagina(palavra)).produtos[0]).toMatchObject({ disponivel: 0, grades: [{ disponivel: 0 }, { disponivel: 0 }] });
    await sql(`update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Teste' where id = $1`, [outro.id]);
    expect((await pagina(palavra)).produtos[0]).toMatchObject({ disponivel: 4, grades: [{ disponivel: 3 }, { disponivel: 1 }] });
  });

  it('a product without grades: its own units; "estoque desc" sorts by disponível', async () => {
    const palavra = unique('ordem').replace(/\W/g, '');
    const muito = await produto(palavra, 5);
    const medio = await produto(palavra, { grades: [['Azul', 'P', 2], ['Azul', 'M', 1]] });
    const pouco = await produto(palavra, 1);
    await pedir([{ produto_id: muito.id, quantidade: 4 }]);

    const { total, produtos } = await pagina(palavra, 'estoque_desc');
    expect(total).toBe(3);
    // estoque 5, 3, 1; disponível 1, 3, 1: the grades' product first, then the ties by id desc.
    expect(produtos.map((p) => [p.id, p.disponivel])).toEqual([
      [medio.id, 3],
      [pouco.id, 1],
      [muito.id, 1],
    ]);
  });

  it('anon reads the disponível only: no order, line or reservation', async () => {
    const anon = await clientAs('anon');
    for (const relacao of ['vendas', 'itens_venda', 'estoque_reservado', 'vendas_situacao']) {
      const { data, error } = await anon.from(relacao).select('*').limit(1);
      expect(error !== null || (data ?? []).length === 0, relacao).toBe(true);
    }
    const interna = await anon.rpc('_catalogo_disponivel', { p_produtos: [1] });
    expect(interna.error).not.toBeNull();
    const capas = await anon.rpc('catalogo_capas', { p_categorias: [1, 2] });
    expect(capas.error).toBeNull();
    expect((capas.data as { categoria_id: number }[]).map((c) => c.categoria_id)).toEqual(expect.arrayContaining([1]));
  });
});
