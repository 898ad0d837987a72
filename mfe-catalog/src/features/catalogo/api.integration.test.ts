// The storefront catalogue on the list kit, against the local stack as a visitor (anon).
import { describe, expect, it } from 'vitest';
import { makeStore, peekSupabase, setSupabaseClient } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { catalogoApi } from './api';
import { DEFAULT_FILTERS, POR_PAGINA, type CatalogFilters } from './filters';

async function pagina(filters: Partial<CatalogFilters>) {
  await signInAs(null);
  const request = makeStore().dispatch(catalogoApi.endpoints.getCatalogo.initiate({ ...DEFAULT_FILTERS, ...filters }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

const ativosAte1000 = async () =>
  (await sql<{ n: number }>('select count(*)::int as n from produtos where ativo and preco_venda between 0 and 1000'))[0].n;

describe('getCatalogo on the local stack', () => {
  it('reads the page and the categories with no supabase-js client at all: the anon-key PostgREST client (issue 25 §2)', async () => {
    await signInAs(null);
    // The runtime config stays; the auth client is gone, as on a storefront before it loads.
    setSupabaseClient(null);
    expect(peekSupabase()).toBeNull();
    const store = makeStore();
    const [page, categorias] = await Promise.all([
      store.dispatch(catalogoApi.endpoints.getCatalogo.initiate(DEFAULT_FILTERS, { subscribe: false })).unwrap(),
      store.dispatch(catalogoApi.endpoints.getCategorias.initiate(undefined, { subscribe: false })).unwrap(),
    ]);
    expect(page.total).toBe(await ativosAte1000());
    expect(categorias.length).toBeGreaterThan(0);
  });

  it('gives page 1 with the exact total of active products in the default price range', async () => {
    const total = await ativosAte1000();
    const page = await pagina({});
    expect(page.total).toBe(total);
    expect(page.totalPages).toBe(Math.ceil(total / POR_PAGINA));
    expect(page.rows).toHaveLength(Math.min(POR_PAGINA, total));
    expect(page.rows.map((p) => p.nome)).toEqual([...page.rows.map((p) => p.nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('a page past the end gives the last page (catalogo_pagina keeps the page within the last one)', async () => {
    const total = await ativosAte1000();
    const last = Math.ceil(total / POR_PAGINA);
    const page = await pagina({ page: 99 });
    expect(page.page).toBe(last);
    expect(page.total).toBe(total);
    expect(page.totalPages).toBe(last);
    expect(page.rows).toHaveLength(total - (last - 1) * POR_PAGINA);
    expect(page.rows).toEqual((await pagina({ page: last })).rows);
  });

  it('a page within the range is that page', async () => {
    const total = await ativosAte1000();
    expect(total).toBeGreaterThan(POR_PAGINA);
    const page = await pagina({ page: 2 });
    expect(page.page).toBe(2);
    expect(page.rows).toHaveLength(Math.min(POR_PAGINA, total - POR_PAGINA));
  });

  it('a page holds what the view query gives for each of its products: category, images newest first, grades in order', async () => {
    const page = await pagina({ ordenacao: 'preco_desc', page: 2 });
    const ids = (
      await sql<{ id: number }>('select id::int as id from produtos where ativo and preco_venda between 0 and 1000 order by preco_venda desc, id desc offset $1 limit $2', [
        POR_PAGINA,
        POR_PAGINA,
      ])
    ).map((r) => r.id);
    expect(page.rows.map((p) => p.id)).toEqual(ids);
    const store = makeStore();
    for (const produto of page.rows) {
      const request = store.dispatch(catalogoApi.endpoints.getProdutoCatalogo.initiate(produto.id));
      try {
        expect(produto).toEqual(await request.unwrap());
      } finally {
        request.unsubscribe();
      }
    }
    expect(page.rows.some((p) => p.imagens.length > 0 && p.grades.length > 0 && p.categoria !== null)).toBe(true);
  });

  it('category, price range and order together: the ids SQL gives, and an inactive product never shows', async () => {
    const [{ categoria_id }] = await sql<{ categoria_id: number }>(
      'select categoria_id::int as categoria_id from produtos where ativo group by categoria_id order by count(*) desc limit 1',
    );
    // No order is pending here, so the disponível is the stock.
    const esperado = async () =>
      (
        await sql<{ id: number }>(
          'select id::int as id from produtos where ativo and categoria_id = $1 and preco_venda between 50 and 300 order by estoque_atual desc, id desc limit $2',
          [categoria_id, POR_PAGINA],
        )
      ).map((r) => r.id);
    const filtros = { categoria: categoria_id, precoMin: 50, precoMax: 300, ordenacao: 'estoque_desc' as const };
    const page = await pagina(filtros);
    expect(page.rows.map((p) => p.id)).toEqual(await esperado());
    const [primeiro] = page.rows;
    expect(primeiro).toBeDefined();
    await sql('update produtos set ativo = false where id = $1', [primeiro.id]);
    try {
      const depois = await pagina(filtros);
      expect(depois.rows.map((p) => p.id)).not.toContain(primeiro.id);
      expect(depois.total).toBe(page.total - 1);
    } finally {
      await sql('update produtos set ativo = true where id = $1', [primeiro.id]);
    }
  });

  it('reads the disponível (issue 24): units a pending order reserves are not offered, per grade and product', async () => {
    const nome = unique('Biquíni Reservado');
    const [p] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 80, 1) returning id::int as id', [nome]);
    const [m] = await sql<{ id: number }>("insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Coral', 'M', 3) returning id::int as id", [p.id]);
    await sql("insert into movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes) values ('entrada', $1, $2, 3, 'Compra', 'Estoque do teste do catálogo')", [p.id, m.id]);
    const cliente = await signInAs('cliente');
    const pedido = await cliente.rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: m.id, quantidade: 2 }] });
    expect(pedido.error).toBeNull();
    try {
      const [linha] = (await pagina({ busca: nome })).rows;
      expect(linha).toMatchObject({ id: p.id, disponivel: 1, grades: [{ id: m.id, cor: 'Coral', tamanho: 'M', disponivel: 1 }] });
      const request = makeStore().dispatch(catalogoApi.endpoints.getProdutoCatalogo.initiate(p.id));
      try {
        expect(await request.unwrap()).toEqual(linha);
      } finally {
        request.unsubscribe();
      }
    } finally {
      await sql("update vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste' where status = 'pendente' and id = $1", [
        (pedido.data as { id: number }).id,
      ]);
    }
    expect((await pagina({ busca: nome })).rows[0]).toMatchObject({ disponivel: 3, grades: [{ disponivel: 3 }] });
  });

  it('the database refuses an unknown order or page size, whatever the client sends', async () => {
    const client = await signInAs(null);
    const ordem = await client.rpc('catalogo_pagina', { p_ordem: 'custo_asc' }, { get: true });
    expect(ordem.error?.message).toBe('Ordenação inválida.');
    const tamanho = await client.rpc('catalogo_pagina', { p_por_pagina: 5000 }, { get: true });
    expect(tamanho.error?.message).toBe('Página inválida.');
  });

  it('getProdutoCatalogo reads one active product by id, and null for an inactive or unknown one', async () => {
    const [ativo, inativo] = await sql<{ id: number; nome: string }>('select id, nome from produtos where ativo order by id limit 2');
    await signInAs(null);
    const store = makeStore();
    const read = async (id: number) => {
      const request = store.dispatch(catalogoApi.endpoints.getProdutoCatalogo.initiate(id));
      try {
        return await request.unwrap();
      } finally {
        request.unsubscribe();
      }
    };
    expect((await read(ativo.id))?.nome).toBe(ativo.nome);
    expect(await read(999_999)).toBeNull();
    await sql('update produtos set ativo = false where id = $1', [inativo.id]);
    try {
      expect(await read(inativo.id)).toBeNull();
    } finally {
      await sql('update produtos set ativo = true where id = $1', [inativo.id]);
    }
  });

  it('searches without accents: "biquini" finds the Biquínis', async () => {
    const [{ n }] = await sql<{ n: number }>(
      "select count(*)::int as n from produtos where ativo and preco_venda between 0 and 1000 and nome ilike '%biquíni%'",
    );
    const page = await pagina({ busca: 'biquini' });
    expect(n).toBeGreaterThan(0);
    expect(page.total).toBe(n);
    expect(page.rows.every((p) => p.nome.toLowerCase().includes('biquíni'))).toBe(true);
  });

  it('every word must match in any order, punctuation ignored: 2 and 3 words, reversed', async () => {
    const nomes = async (busca: string) => (await pagina({ busca })).rows.map((p) => p.nome);
    expect(await nomes('biquini poa')).toEqual(['Biquíni Cortininha Poá']);
    expect(await nomes('Poá, biquíni')).toEqual(['Biquíni Cortininha Poá']);
    expect(await nomes('poa  cortininha - BIQUINI')).toEqual(['Biquíni Cortininha Poá']);
    expect(await nomes('ecobag verao')).toEqual(['Ecobag Listrada Verão']);
    expect(await nomes('verão; listrada ecobag')).toEqual(['Ecobag Listrada Verão']);
    // The exact count behind the pagination applies every word too.
    expect((await pagina({ busca: 'verao ecobag' })).total).toBe(1);
    expect(await nomes('ecobag poa')).toEqual([]);
  });

  it('catalogo_sugestoes: anon gets the Biquínis for "biqini" and "bikini", id and nome only, never an inactive product', async () => {
    const client = await signInAs(null);
    const biquinis = (await sql<{ nome: string }>("select nome from produtos where ativo and nome like 'Biquíni%'")).map((r) => r.nome);
    for (const busca of ['biqini', 'bikini', 'BIKÍNI!']) {
      const { data, error } = await client.rpc('catalogo_sugestoes', { p_busca: busca });
      expect(error, busca).toBeNull();
      expect(data?.length, busca).toBeGreaterThan(0);
      expect(data?.every((s) => biquinis.includes(s.nome)), busca).toBe(true);
      expect(data?.every((s) => Object.keys(s).sort().join() === 'id,nome'), busca).toBe(true);
    }
    // Through the endpoint the page uses: the same answer, and at most 5.
    const store = makeStore();
    const request = store.dispatch(catalogoApi.endpoints.getCatalogoSugestoes.initiate('bikini'));
    try {
      const sugestoes = await request.unwrap();
      expect(sugestoes.length).toBeLessThanOrEqual(5);
      expect(sugestoes.every((s) => biquinis.includes(s.nome))).toBe(true);
    } finally {
      request.unsubscribe();
    }
    // A product taken out of the catalogue is no suggestion; nothing is suggested for nothing like a product.
    const [poa] = await sql<{ id: number }>("select id from produtos where nome = 'Biquíni Cortininha Poá'");
    await sql('update produtos set ativo = false where id = $1', [poa.id]);
    try {
      const { data } = await client.rpc('catalogo_sugestoes', { p_busca: 'biqini poa', p_limite: 10 });
      expect(data?.map((s) => s.id)).not.toContain(poa.id);
    } finally {
      await sql('update produtos set ativo = true where id = $1', [poa.id]);
    }
    expect((await client.rpc('catalogo_sugestoes', { p_busca: 'xzqwy' })).data).toEqual([]);
    expect((await client.rpc('catalogo_sugestoes', { p_busca: ' !? ' })).data).toEqual([]);
  });
});
