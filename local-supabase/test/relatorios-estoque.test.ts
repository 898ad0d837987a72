/**
 * Issue 28, stock and exchange reports (migration 20261130008000): relatorio_estoque_valorizado (units and value at
 * cost — preco_custo + preco_compra — and at sale price per product and category, giro and days of cover from the
 * last 90 days of confirmed sales, stuck stock) and relatorio_trocas (returned items by motivo × size and by
 * product). Each report's totals equal an independent SQL over whatever the database holds (the seed plus what
 * this and other files made); the rows made here are checked to the cent. Staff only: anon and cliente refused in
 * words, user (read-only staff) allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, fecharCaixasAbertos, formaId, sql, unique } from './support.ts';

interface Relatorio<L, T> {
  relatorio: string;
  periodo: { de: string; ate: string } | null;
  filtros: Record<string, unknown>;
  linhas: L[];
  totais: T;
  pagina: { pagina: number; limite: number; total_linhas: number };
}
interface LinhaEstoque {
  chave: string;
  rotulo: string;
  categoria: string;
  produtos: number;
  unidades: number;
  valor_custo: string;
  valor_venda: string;
  vendidas_90d: number;
  giro: string | null;
  dias_cobertura: number | null;
  ultima_venda: string | null;
}
interface TotaisEstoque {
  produtos: number;
  unidades: number;
  valor_custo: string;
  valor_venda: string;
  vendidas_90d: number;
  giro: string | null;
  dias_cobertura: number | null;
}
interface LinhaTroca {
  chave: string;
  rotulo: string;
  motivo?: string;
  tamanho?: string;
  trocas: number;
  unidades: number;
  valor: string;
  vendidas?: number;
  percentual_devolvido?: string;
  por_motivo?: Record<string, number>;
}
interface TotaisTrocas {
  trocas: number;
  unidades: number;
  valor_devolvido: string;
  valor_novo: string;
  por_motivo: Record<string, number>;
}

let hoje = '';
let produto = { id: 0, p: 0, m: 0 };
let parado = 0;

beforeAll(async () => {
  await fecharCaixasAbertos();
  const funcionario = await clientAs('funcionario');
  expect((await funcionario.rpc('abrir_caixa', { p_valor_abertura: 100 })).error).toBeNull();
  hoje = (await sql<{ d: string }>(`select public._hoje_loja()::text d`))[0].d;

  // R$ 100,00 at cost 30 + 10, grades Azul/P and Azul/M with 5 each; 2 P sold, then one P exchanged for an M (Tamanho).
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id) values ($1, 100, 30, 10, 1) returning id`,
    [unique('Saída Relatório')],
  );
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 5), ($1, 'Azul', 'M', 5) returning id`,
    [p.id],
  );
  produto = { id: Number(p.id), p: Number(grades[0].id), m: Number(grades[1].id) };
  const pix = await formaId('Pix');
  const venda = await funcionario.rpc('finalizar_venda', {
    p_itens: [{ produto_id: produto.id, grade_id: produto.p, quantidade: 2 }],
    p_pagamentos: [{ forma_pagamento_id: pix, valor: 200 }],
  });
  expect(venda.error).toBeNull();
  const [linha] = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1', [venda.data.id]);
  const troca = await funcionario.rpc('registrar_troca', {
    p_venda_id: venda.data.id,
    p_devolvidos: [{ item_venda_id: Number(linha.id), quantidade: 1, motivo: 'Tamanho' }],
    p_novos: [{ produto_id: produto.id, grade_id: produto.m, quantidade: 1 }],
    p_pagamentos: [],
  });
  expect(troca.error).toBeNull();

  // A product with stock that never sold: stuck on the shelf.
  const [q] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, estoque_atual, categoria_id) values ($1, 59.9, 20.5, 0, 3, 1) returning id`,
    [unique('Canga Parada')],
  );
  parado = Number(q.id);
});
afterAll(fecharCaixasAbertos);

async function estoque(args: Record<string, unknown>, papel: 'user' | 'admin' = 'user') {
  const { data, error } = await (await clientAs(papel)).rpc('relatorio_estoque_valorizado', { p_limite: 50000, ...args });
  expect(error).toBeNull();
  return data as Relatorio<LinhaEstoque, TotaisEstoque>;
}
async function trocas(args: Record<string, unknown>) {
  const { data, error } = await (await clientAs('user')).rpc('relatorio_trocas', { p_de: hoje, p_ate: hoje, p_limite: 50000, ...args });
  expect(error).toBeNull();
  return data as Relatorio<LinhaTroca, TotaisTrocas>;
}

/** The 90-day window's units sold per product, computed apart. */
const VENDIDOS_90 = `select i.produto_id, sum(i.quantidade) q from public.vendas v join public.itens_venda i on i.venda_id = v.id
                      where v.status = 'confirmada' and v.confirmada_em >= (public._hoje_loja() - 89)::timestamp at time zone 'America/Sao_Paulo'
                      group by i.produto_id`;

describe('relatorio_estoque_valorizado', () => {
  it('values the product made here at cost (preco_custo + preco_compra) and at price, with giro, cover and last sale', async () => {
    const r = await estoque({ p_categoria_id: 1 });
    const linha = r.linhas.find((l) => l.chave === String(produto.id));
    // 10 − 2 sold + 1 P back − 1 M out = 8 units; 8 × 40 at cost, 8 × 100 at price; 2 sold in 90 days.
    expect(linha).toMatchObject({ unidades: 8, valor_custo: '320.00', valor_venda: '800.00', vendidas_90d: 2, giro: '0.25', dias_cobertura: 360, ultima_venda: hoje });
    expect(r.filtros).toEqual({ agrupar: 'produto', categoria_id: 1, sem_venda_dias: null });
    expect(r.periodo?.ate).toBe(hoje);
  });

  it('totals and the category line equal an independent sum over the products, to the cent', async () => {
    const [esperado] = await sql<{ produtos: string; unidades: string; custo: string; venda: string; vendidas: string }>(
      `select count(*) produtos, sum(p.estoque_atual) unidades, sum(p.estoque_atual * (p.preco_custo + p.preco_compra))::numeric(14, 2)::text custo,
              sum(p.estoque_atual * p.preco_venda)::numeric(14, 2)::text venda, coalesce(sum(v.q), 0) vendidas
         from public.produtos p left join (${VENDIDOS_90}) v on v.produto_id = p.id
        where (p.ativo or p.estoque_atual > 0) and p.categoria_id = 1`,
    );
    const porProduto = await estoque({ p_categoria_id: 1 });
    expect(porProduto.totais).toMatchObject({
      produtos: Number(esperado.produtos),
      unidades: Number(esperado.unidades),
      valor_custo: esperado.custo,
      valor_venda: esperado.venda,
      vendidas_90d: Number(esperado.vendidas),
    });
    expect(porProduto.pagina.total_linhas).toBe(Number(esperado.produtos));
    const porCategoria = await estoque({ p_agrupar: 'categoria', p_categoria_id: 1 });
    expect(porCategoria.linhas).toHaveLength(1);
    expect(porCategoria.linhas[0]).toMatchObject({ chave: '1', produtos: Number(esperado.produtos), valor_custo: esperado.custo, valor_venda: esperado.venda });

    // Every product, every category: the lines add up to the totals.
    const todos = await estoque({ p_agrupar: 'categoria' }, 'admin');
    const [geral] = await sql<{ custo: string }>(
      `select sum(estoque_atual * (preco_custo + preco_compra))::numeric(14, 2)::text custo from public.produtos where ativo or estoque_atual > 0`,
    );
    expect(todos.totais.valor_custo).toBe(geral.custo);
    const somaCentavos = todos.linhas.reduce((s, l) => s + Math.round(Number(l.valor_custo) * 100), 0);
    expect(somaCentavos).toBe(Math.round(Number(geral.custo) * 100));
  });

  it('lists the stock with no sale in N days: the product never sold is there, the one sold today is not', async () => {
    const r = await estoque({ p_sem_venda_dias: 30 });
    const chaves = r.linhas.map((l) => l.chave);
    expect(chaves).toContain(String(parado));
    expect(chaves).not.toContain(String(produto.id));
    expect(r.linhas.find((l) => l.chave === String(parado))).toMatchObject({ unidades: 3, valor_custo: '61.50', valor_venda: '179.70', vendidas_90d: 0, dias_cobertura: null, ultima_venda: null });
    const [esperado] = await sql<{ n: string }>(
      `select count(*) n from public.produtos p where p.estoque_atual > 0 and not exists (
         select 1 from public.vendas v join public.itens_venda i on i.venda_id = v.id
          where i.produto_id = p.id and v.status = 'confirmada' and v.confirmada_em >= (public._hoje_loja() - 29)::timestamp at time zone 'America/Sao_Paulo')`,
    );
    expect(r.totais.produtos).toBe(Number(esperado.n));
  });

  it('pages: limit 1, page 2 is the second line of the full list', async () => {
    const inteiro = await estoque({ p_categoria_id: 1 });
    const segunda = await estoque({ p_categoria_id: 1, p_limite: 1, p_pagina: 2 });
    expect(segunda.linhas).toEqual([inteiro.linhas[1]]);
    expect(segunda.pagina).toEqual({ pagina: 2, limite: 1, total_linhas: inteiro.pagina.total_linhas });
  });

  it('refuses anon and cliente, and bad arguments, in words', async () => {
    const anon = await (await clientAs('anon')).rpc('relatorio_estoque_valorizado', {});
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for function relatorio_estoque_valorizado' });
    const cliente = await (await clientAs('cliente')).rpc('relatorio_estoque_valorizado', {});
    expect(cliente.error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
    expect(cliente.data).toBeNull();
    const user = await clientAs('user');
    expect((await user.rpc('relatorio_estoque_valorizado', { p_agrupar: 'cor' })).error?.message).toBe('Agrupamento inválido.');
    expect((await user.rpc('relatorio_estoque_valorizado', { p_sem_venda_dias: 0 })).error?.message).toBe('Informe de 1 a 3650 dias sem venda.');
    expect((await user.rpc('relatorio_estoque_valorizado', { p_limite: 50001 })).error?.message).toBe('Paginação inválida.');
  });
});

describe('relatorio_trocas', () => {
  it('counts the P returned for Tamanho by motivo × size, and by product against the units it sold', async () => {
    const porMotivoTamanho = await trocas({});
    expect(porMotivoTamanho.linhas.find((l) => l.chave === 'Tamanho|P')).toMatchObject({ rotulo: 'Tamanho · P', motivo: 'Tamanho', tamanho: 'P' });
    const porProduto = await trocas({ p_agrupar: 'produto' });
    expect(porProduto.linhas.find((l) => l.chave === String(produto.id))).toMatchObject({
      trocas: 1,
      unidades: 1,
      valor: '100.00',
      vendidas: 2,
      percentual_devolvido: '50.00',
      por_motivo: { Tamanho: 1 },
    });
  });

  it('totals and lines equal an independent SQL over the day’s exchanges', async () => {
    const periodo = `t.criada_em >= $1::date::timestamp at time zone 'America/Sao_Paulo' and t.criada_em < ($1::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;
    const [esperado] = await sql<{ trocas: string; unidades: string; valor: string; novo: string }>(
      `select (select count(*) from public.trocas t where ${periodo}) trocas,
              (select coalesce(sum(d.quantidade), 0) from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id where ${periodo}) unidades,
              (select coalesce(sum(d.valor), 0)::numeric(14, 2)::text from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id where ${periodo}) valor,
              (select coalesce(sum(t.valor_novo), 0)::numeric(14, 2)::text from public.trocas t where ${periodo}) novo`,
      [hoje],
    );
    const porGrupo = await sql<{ chave: string; unidades: string; valor: string }>(
      `select d.motivo || '|' || coalesce(g.tamanho, 'Sem grade') chave, sum(d.quantidade) unidades, sum(d.valor)::numeric(14, 2)::text valor
         from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id left join public.grades_produto g on g.id = d.grade_id
        where ${periodo} group by 1 order by 1`,
      [hoje],
    );
    const r = await trocas({});
    expect(r.totais).toMatchObject({ trocas: Number(esperado.trocas), unidades: Number(esperado.unidades), valor_devolvido: esperado.valor, valor_novo: esperado.novo });
    expect(r.linhas.map((l) => ({ chave: l.chave, unidades: String(l.unidades), valor: l.valor })).sort((a, b) => (a.chave < b.chave ? -1 : 1))).toEqual(porGrupo);
    expect(r.totais.por_motivo.Tamanho).toBeGreaterThanOrEqual(1);
  });

  it('an empty period answers empty lines and zero totals, never null', async () => {
    const r = await trocas({ p_de: '2001-01-01', p_ate: '2001-01-31' });
    expect(r.linhas).toEqual([]);
    expect(r.totais).toEqual({ trocas: 0, unidades: 0, valor_devolvido: '0.00', valor_novo: '0.00', por_motivo: {} });
  });

  it('refuses anon and cliente, and bad periods, in words', async () => {
    const args = { p_de: hoje, p_ate: hoje };
    expect((await (await clientAs('anon')).rpc('relatorio_trocas', args)).error).toMatchObject({
      code: '42501',
      message: 'permission denied for function relatorio_trocas',
    });
    expect((await (await clientAs('cliente')).rpc('relatorio_trocas', args)).error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
    const user = await clientAs('user');
    expect((await user.rpc('relatorio_trocas', { p_de: '2026-02-01', p_ate: '2026-01-01' })).error?.message).toBe('A data inicial passa da final.');
    expect((await user.rpc('relatorio_trocas', { ...args, p_agrupar: 'cor' })).error?.message).toBe('Agrupamento inválido.');
  });
});
