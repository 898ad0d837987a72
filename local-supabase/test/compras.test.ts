/**
 * Compras (issue 27, migration 20261130001000): salvar_compra (the colour × size grid of a quote),
 * aprovar_compra / rejeitar_compra / cancelar_compra, receber_compra (per cell, all or nothing: new
 * grades, the ledger at unit cost, the weighted average cost to the cent, "receber a mais", títulos a
 * pagar), compras_pagina, compra_detalhe, ordem_fornecimento and the cost history. Every refusal: its
 * exact message and nothing written.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, novoCnpj, sql, unique } from './support.ts';

let funcionario: SupabaseClient;
let leitor: SupabaseClient;

beforeAll(async () => {
  [funcionario, leitor] = await Promise.all([clientAs('funcionario'), clientAs('user')]);
});

const hoje = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
const diasDepois = (dias: number) => {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** Everything a compras function can write, counted. */
const contagem = async () =>
  (
    await sql(`select (select count(*) from public.compras)::int compras, (select count(*) from public.itens_compra)::int itens,
                      (select count(*) from public.recebimentos_compra)::int recebimentos, (select count(*) from public.itens_recebimento)::int ir,
                      (select count(*) from public.movimentacoes_estoque)::int movs, (select count(*) from public.grades_produto)::int grades,
                      (select count(*) from public.titulos)::int titulos, (select count(*) from public.custos_historico)::int custos,
                      (select sum(estoque_atual)::int from public.produtos) estoque, (select sum(preco_compra)::text from public.produtos) custo,
                      (select string_agg(situacao, ',' order by id) from public.compras) situacoes`)
  )[0];

/** Calls a write that must be refused: the message, and nothing written. */
async function recusa(quem: SupabaseClient, fn: string, args: Record<string, unknown>, mensagem: string): Promise<void> {
  const antes = await contagem();
  const { error } = await quem.rpc(fn, args);
  expect(error?.message).toBe(mensagem);
  expect(await contagem()).toEqual(antes);
}

async function fornecedor(nome = unique('Malharia Maré')): Promise<{ id: number; nome: string }> {
  const [f] = await sql<{ id: string }>(
    `insert into public.fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 99876-5432', 'vendas@mare.example') returning id`,
    [nome, novoCnpj()],
  );
  return { id: Number(f.id), nome };
}

/**
 * Product A with grades Azul/P (2 units) and Azul/M (0) at a cost of R$ 10,00, the stock entered through
 * the ledger; product B without grades, 5 units at R$ 20,00.
 */
async function produtos() {
  const [a] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, preco_compra, categoria_id) values ($1, 60, 10, 1) returning id`, [
    unique('Biquíni Compra'),
  ]);
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho) values ($1, 'Azul', 'P'), ($1, 'Azul', 'M') returning id`,
    [a.id],
  );
  const [b] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, preco_compra, categoria_id) values ($1, 40, 20, 1) returning id`, [
    unique('Viseira Compra'),
  ]);
  const { error } = await funcionario.rpc('registrar_movimentacoes', {
    p_itens: [
      { produto_id: Number(a.id), grade_id: Number(grades[0].id), tipo: 'entrada', quantidade: 2, motivo: 'Ajuste de estoque' },
      { produto_id: Number(b.id), tipo: 'entrada', quantidade: 5, motivo: 'Ajuste de estoque' },
    ],
  });
  expect(error).toBeNull();
  return { a: Number(a.id), azulP: Number(grades[0].id), azulM: Number(grades[1].id), b: Number(b.id) };
}

const estoque = async (produtoId: number) =>
  (
    await sql<{ estoque: number; custo: string; razao: number }>(
      `select p.estoque_atual estoque, p.preco_compra::text custo,
              (select coalesce(sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end), 0)::int
                 from public.movimentacoes_estoque m where m.produto_id = p.id) razao
         from public.produtos p where p.id = $1`,
      [produtoId],
    )
  )[0];
const grades = async (produtoId: number) =>
  sql<{ cor: string; tamanho: string; estoque: number }>(
    'select cor, tamanho, estoque_atual estoque from public.grades_produto where produto_id = $1 order by id',
    [produtoId],
  );

interface Detalhe {
  compra: { id: number; codigo: string; situacao: string; total: number };
  itens: { id: number; produto_id: number; cor: string | null; tamanho: string | null; quantidade: number; quantidade_recebida: number; grade_id: number | null }[];
  recebimentos: { sequencia: number; a_mais: boolean; total: number; itens: { quantidade: number; quantidade_a_mais: number }[] }[];
  titulos: { parcela: number; parcelas: number; vencimento: string; valor: number; status: string }[];
}
async function detalhe(id: number): Promise<Detalhe> {
  const { data, error } = await leitor.rpc('compra_detalhe', { p_id: id });
  expect(error).toBeNull();
  return data as Detalhe;
}
const item = (d: Detalhe, produtoId: number, cor: string | null, tamanho: string | null) =>
  d.itens.find((i) => i.produto_id === produtoId && i.cor === cor && i.tamanho === tamanho)!;

describe('who reads and writes', () => {
  it('a cliente and anon see nothing; the user reads but cannot write; nobody writes the tables directly', async () => {
    const [cliente, anon] = await Promise.all([clientAs('cliente'), clientAs('anon')]);
    for (const tabela of ['compras', 'itens_compra', 'recebimentos_compra', 'itens_recebimento', 'custos_historico']) {
      expect((await cliente.from(tabela).select('id').limit(1)).data).toEqual([]);
      expect((await anon.from(tabela).select('id').limit(1)).error?.code).toBe('42501');
    }
    expect((await cliente.rpc('compras_pagina', {})).error?.message).toBe('Sem permissão para ver as compras.');
    const f = await fornecedor();
    const { a } = await produtos();
    await recusa(leitor, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ produto_id: a, cor: 'Azul', tamanho: 'P', quantidade: 1, custo_unitario: 1 }] },
      'Sem permissão para registrar compras.');
    const { error } = await funcionario.from('compras').insert({ fornecedor_id: f.id, criado_por: 1 });
    expect(error?.code).toBe('42501');
  });
});

describe('a purchase from quote to receipt', () => {
  it('quote as a grid, approval, two partial receipts: stock, ledger, weighted average cost to the cent, títulos a pagar', async () => {
    const f = await fornecedor();
    const p = await produtos();
    const celulas = [
      { produto_id: p.a, cor: 'Azul', tamanho: 'P', quantidade: 4, custo_unitario: 12.5 },
      { produto_id: p.a, cor: 'Azul', tamanho: 'M', quantidade: 3, custo_unitario: '12.50' },
      // A grade the product does not have yet: the receipt creates it.
      { produto_id: p.a, cor: 'Verde', tamanho: 'G', quantidade: 2, custo_unitario: 13 },
      { produto_id: p.b, quantidade: 10, custo_unitario: 23.33 },
    ];

    // The quote, then edited while pendente (one cell more on Azul/P).
    const { data: criada, error } = await funcionario.rpc('salvar_compra', { p_fornecedor_id: f.id, p_itens: celulas.slice(1), p_observacoes: ' Entrega em dezembro ' });
    expect(error).toBeNull();
    const compra = criada as { id: number; codigo: string; total: number };
    expect(compra.codigo).toMatch(/^OC-\d{6}$/);
    expect(compra.total).toBe(296.8);
    const { data: editada } = await funcionario.rpc('salvar_compra', { p_fornecedor_id: f.id, p_itens: celulas, p_id: compra.id });
    expect(editada).toMatchObject({ id: compra.id, total: 346.8 });
    let d = await detalhe(compra.id);
    expect(d.compra).toMatchObject({ situacao: 'pendente', total: 346.8 });
    expect(d.itens.map((i) => [i.cor, i.tamanho, i.quantidade, i.grade_id === null])).toEqual([
      ['Azul', 'P', 4, false],
      ['Azul', 'M', 3, false],
      ['Verde', 'G', 2, true],
      [null, null, 10, true],
    ]);

    // The list finds it by the supplier's words, in any order, and by number; the status filter.
    const palavras = f.nome.split('-').slice(0, 1)[0].split(' ').reverse().join(' ');
    const { data: pagina } = await leitor.rpc('compras_pagina', { p_busca: `${palavras} ${f.nome.split('-').slice(-1)[0]}`, p_status: 'pendente' });
    expect(pagina).toMatchObject({ total: 1, valor: 346.8, linhas: [{ id: compra.id, situacao: 'pendente', fornecedor_nome: f.nome, itens: 19, recebidos: 0 }] });
    expect((await leitor.rpc('compras_pagina', { p_busca: compra.codigo, p_status: 'aprovado' })).data).toMatchObject({ total: 0, linhas: [] });

    // A pendente quote cannot be received; "Aprovar" makes it a pedido em aberto, which can no longer be edited or approved.
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: d.itens[0].id, quantidade: 1 }] },
      `O pedido ${compra.codigo} está pendente: só um pedido em aberto ou parcialmente recebido recebe mercadorias.`);
    expect((await funcionario.rpc('aprovar_compra', { p_id: compra.id })).data).toMatchObject({ situacao: 'aberto' });
    await recusa(funcionario, 'aprovar_compra', { p_id: compra.id }, `O orçamento ${compra.codigo} está em aberto: só um orçamento pendente pode ser aprovado.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: celulas, p_id: compra.id },
      `O orçamento ${compra.codigo} está em aberto: só um orçamento pendente pode ser alterado.`);
    await recusa(funcionario, 'rejeitar_compra', { p_id: compra.id }, `O orçamento ${compra.codigo} está em aberto: só um orçamento pendente pode ser rejeitado.`);
    expect((await leitor.rpc('compras_pagina', { p_busca: compra.codigo, p_status: 'aprovado' })).data).toMatchObject({ total: 1 });

    // The ordem de fornecimento lists what is still to come.
    const { data: ordem } = await leitor.rpc('ordem_fornecimento', { p_fornecedor_id: f.id });
    expect(ordem).toMatchObject([{ fornecedor: { id: f.id }, falta: 19, valor_falta: 346.8, pedidos: [{ id: compra.id, codigo: compra.codigo }] }]);

    // Receipt refusals (each writes nothing).
    const azulP = item(d, p.a, 'Azul', 'P').id;
    const azulM = item(d, p.a, 'Azul', 'M').id;
    const verdeG = item(d, p.a, 'Verde', 'G').id;
    const semGrade = item(d, p.b, null, null).id;
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 0 }] },
      'Informe o que chegou: pelo menos uma quantidade maior que zero.');
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: -1 }] },
      'Informe a quantidade recebida de cada item (de 0 a 99999).');
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 1 }, { item_id: azulP, quantidade: 1 }] },
      'Um item aparece duas vezes no recebimento.');
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: 999999999, quantidade: 1 }] }, 'Um dos itens não é deste pedido.');
    await recusa(funcionario, 'receber_compra', { p_id: 999999999, p_itens: [{ item_id: azulP, quantidade: 1 }] }, 'Orçamento de compra não encontrado.');
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: verdeG, quantidade: 3 }] },
      `Chegou mais do que falta receber de ${(await sql<{ nome: string }>('select nome from public.produtos where id = $1', [p.a]))[0].nome} (Verde/G): faltam 2, chegaram 3. Confirme "receber a mais" para registrar.`);
    await recusa(funcionario, 'receber_compra',
      { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 1 }], p_parcelas: [{ vencimento: diasDepois(30), valor: 12 }] },
      'As parcelas somam R$ 12,00, mas o recebimento é de R$ 12,50.');
    await recusa(funcionario, 'receber_compra',
      { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 1 }], p_parcelas: [{ vencimento: '2026-02-30', valor: 12.5 }] },
      'Informe o vencimento de cada parcela.');
    await recusa(funcionario, 'receber_compra',
      { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 1 }], p_parcelas: [{ vencimento: diasDepois(30), valor: 12.5 }, { vencimento: diasDepois(60), valor: 0 }] },
      'Cada parcela deve ter um valor maior que zero.');
    await recusa(leitor, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 1 }] }, 'Sem permissão para receber compras.');

    // First receipt: Azul/P 3, Verde/G 2 (a new grade), B 4, in two installments typed on the receipt.
    const total1 = 156.82; // 3 × 12,50 + 2 × 13,00 + 4 × 23,33
    const r1 = await funcionario.rpc('receber_compra', {
      p_id: compra.id,
      p_itens: [{ item_id: azulP, quantidade: 3 }, { item_id: azulM, quantidade: 0 }, { item_id: verdeG, quantidade: 2 }, { item_id: semGrade, quantidade: 4 }],
      p_parcelas: [{ vencimento: diasDepois(30), valor: 78.41 }, { vencimento: diasDepois(60), valor: '78.41' }],
    });
    expect(r1.error).toBeNull();
    const [verde] = await sql<{ id: string }>(`select id from public.grades_produto where produto_id = $1 and cor = 'Verde' and tamanho = 'G'`, [p.a]);
    expect(r1.data).toMatchObject({
      sequencia: 1,
      situacao: 'parcial',
      total: total1,
      a_mais: false,
      itens: [
        { grade_id: p.azulP, produto_id: p.a, quantidade: 3 },
        { grade_id: Number(verde.id), produto_id: p.a, quantidade: 2 },
        { grade_id: null, produto_id: p.b, quantidade: 4 },
      ],
      titulos: [
        { parcela: 1, vencimento: diasDepois(30), valor: 78.41 },
        { parcela: 2, vencimento: diasDepois(60), valor: 78.41 },
      ],
    });
    // A: (2 × 10,00 + 3 × 12,50 + 2 × 13,00) / 7 = 11,93; B: (5 × 20,00 + 4 × 23,33) / 9 = 21,48.
    expect(await estoque(p.a)).toEqual({ estoque: 7, custo: '11.93', razao: 7 });
    expect(await estoque(p.b)).toEqual({ estoque: 9, custo: '21.48', razao: 9 });
    expect(await grades(p.a)).toEqual([
      { cor: 'Azul', tamanho: 'P', estoque: 5 },
      { cor: 'Azul', tamanho: 'M', estoque: 0 },
      { cor: 'Verde', tamanho: 'G', estoque: 2 },
    ]);
    expect(
      await sql(`select motivo, produto_id::int, grade_id::int, quantidade, preco_unitario::text preco, observacoes from public.movimentacoes_estoque
                  where compra_id = $1 order by id`, [compra.id]),
    ).toEqual([
      { motivo: 'Compra', produto_id: p.a, grade_id: p.azulP, quantidade: 3, preco: '12.50', observacoes: `Recebimento 1 do pedido ${compra.codigo}` },
      { motivo: 'Compra', produto_id: p.a, grade_id: Number(verde.id), quantidade: 2, preco: '13.00', observacoes: `Recebimento 1 do pedido ${compra.codigo}` },
      { motivo: 'Compra', produto_id: p.b, grade_id: null, quantidade: 4, preco: '23.33', observacoes: `Recebimento 1 do pedido ${compra.codigo}` },
    ]);
    const titulos1 = await sql(
      `select t.lado, t.origem, t.origem_id::int, t.fornecedor_id::int, t.documento, t.parcela, t.parcelas, t.vencimento::text, t.valor::text, t.status,
              c.codigo categoria, t.grupo_id is not null grupo
         from public.titulos t join public.categorias_financeiras c on c.id = t.categoria_id
        where t.origem = 'compra' and t.origem_id = $1 order by t.id`, [compra.id]);
    expect(titulos1).toEqual([1, 2].map((k) => ({
      lado: 'pagar', origem: 'compra', origem_id: compra.id, fornecedor_id: f.id, documento: compra.codigo, parcela: k, parcelas: 2,
      vencimento: diasDepois(30 * k), valor: '78.41', status: 'aberto', categoria: 'compras_mercadorias', grupo: true,
    })));

    // Second receipt: the rest, one unit more than ordered on Azul/P (confirmed), default títulos (one, in 30 days).
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: azulP, quantidade: 2 }] },
      `Chegou mais do que falta receber de ${(await sql<{ nome: string }>('select nome from public.produtos where id = $1', [p.a]))[0].nome} (Azul/P): faltam 1, chegaram 2. Confirme "receber a mais" para registrar.`);
    const r2 = await funcionario.rpc('receber_compra', {
      p_id: compra.id,
      p_itens: [{ item_id: azulP, quantidade: 2 }, { item_id: azulM, quantidade: 3 }, { item_id: semGrade, quantidade: 6 }],
      p_receber_a_mais: true,
      p_observacoes: 'Veio uma peça a mais',
    });
    expect(r2.error).toBeNull();
    expect(r2.data).toMatchObject({ sequencia: 2, situacao: 'recebido', total: 202.48, a_mais: true, titulos: [{ parcela: 1, vencimento: diasDepois(30), valor: 202.48 }] });
    // A: (7 × 11,93 + 5 × 12,50) / 12 = 12,1675 → 12,17; B: (9 × 21,48 + 6 × 23,33) / 15 = 22,22.
    expect(await estoque(p.a)).toEqual({ estoque: 12, custo: '12.17', razao: 12 });
    expect(await estoque(p.b)).toEqual({ estoque: 15, custo: '22.22', razao: 15 });
    d = await detalhe(compra.id);
    expect(d.compra.situacao).toBe('recebido');
    expect(item(d, p.a, 'Azul', 'P')).toMatchObject({ quantidade: 4, quantidade_recebida: 5 });
    expect(d.recebimentos.map((r) => [r.sequencia, r.a_mais, r.total, r.itens.map((i) => i.quantidade_a_mais)])).toEqual([
      [1, false, total1, [0, 0, 0]],
      [2, true, 202.48, [1, 0, 0]],
    ]);
    expect(d.titulos.map((t) => [t.parcela, t.parcelas, t.valor])).toEqual([[1, 2, 78.41], [2, 2, 78.41], [1, 1, 202.48]]);
    expect(
      await sql(`select produto_id::int, motivo, estoque_anterior, custo_anterior::text, quantidade, custo_unitario::text, custo_novo::text
                   from public.custos_historico where produto_id = any($1::bigint[]) order by produto_id, id`, [[p.a, p.b]]),
    ).toEqual([
      { produto_id: p.a, motivo: 'Compra', estoque_anterior: 2, custo_anterior: '10.00', quantidade: 5, custo_unitario: '12.70', custo_novo: '11.93' },
      { produto_id: p.a, motivo: 'Compra', estoque_anterior: 7, custo_anterior: '11.93', quantidade: 5, custo_unitario: '12.50', custo_novo: '12.17' },
      { produto_id: p.b, motivo: 'Compra', estoque_anterior: 5, custo_anterior: '20.00', quantidade: 4, custo_unitario: '23.33', custo_novo: '21.48' },
      { produto_id: p.b, motivo: 'Compra', estoque_anterior: 9, custo_anterior: '21.48', quantidade: 6, custo_unitario: '23.33', custo_novo: '22.22' },
    ]);

    // Received whole: no more receipts, not cancellable, gone from the ordem de fornecimento; its movements are not edited by hand.
    await recusa(funcionario, 'receber_compra', { p_id: compra.id, p_itens: [{ item_id: azulM, quantidade: 1 }], p_receber_a_mais: true },
      `O pedido ${compra.codigo} está recebido: só um pedido em aberto ou parcialmente recebido recebe mercadorias.`);
    await recusa(funcionario, 'cancelar_compra', { p_id: compra.id, p_motivo: 'Desistimos' },
      `O pedido ${compra.codigo} está recebido: só um pedido em aberto ou parcialmente recebido pode ser cancelado.`);
    expect((await leitor.rpc('ordem_fornecimento', { p_fornecedor_id: f.id })).data).toEqual([]);
    const [mov] = await sql<{ id: string }>('select id from public.movimentacoes_estoque where compra_id = $1 limit 1', [compra.id]);
    await recusa(funcionario, 'excluir_movimentacao', { p_id: Number(mov.id) }, 'Esta movimentação é do recebimento de uma compra e não pode ser alterada.');

    // A cost typed on the product form is in the history too.
    await sql('update public.produtos set preco_compra = 15 where id = $1', [p.b]);
    expect(await sql(`select motivo, estoque_anterior, custo_anterior::text, custo_novo::text from public.custos_historico where produto_id = $1 order by id desc limit 1`, [p.b]))
      .toEqual([{ motivo: 'Alteração manual', estoque_anterior: 15, custo_anterior: '22.22', custo_novo: '15.00' }]);
  });
});

describe('quote refusals, rejection and cancellation', () => {
  it('refuses a bad quote in Portuguese without writing; rejects a quote; cancels an open order', async () => {
    const f = await fornecedor();
    const p = await produtos();
    const [{ nome: nomeA }] = await sql<{ nome: string }>('select nome from public.produtos where id = $1', [p.a]);
    const [{ nome: nomeB }] = await sql<{ nome: string }>('select nome from public.produtos where id = $1', [p.b]);
    const boa = { produto_id: p.a, cor: 'Azul', tamanho: 'P', quantidade: 1, custo_unitario: 10 };
    const inativo = await fornecedor();
    await sql('update public.fornecedores set ativo = false where id = $1', [inativo.id]);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: null, p_itens: [boa] }, 'Escolha o fornecedor.');
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: inativo.id, p_itens: [boa] }, 'Fornecedor não encontrado ou inativo.');
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [] }, 'Adicione pelo menos um produto com quantidade ao orçamento de compra.');
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, produto_id: 'x' }] }, 'Selecione o produto de cada item.');
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, produto_id: 999999999 }] }, 'Produto não encontrado.');
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, cor: null, tamanho: null }] },
      `Informe a cor e o tamanho de ${nomeA}: o estoque deste produto é controlado por grade.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, tamanho: '' }] }, `Informe a cor e o tamanho de ${nomeA}.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, produto_id: p.b }] },
      `O produto ${nomeB} tem estoque sem grade: cadastre as grades dele antes de comprar por cor e tamanho.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, quantidade: 0 }] }, `A quantidade de ${nomeA} (Azul/P) deve ser de 1 a 99999.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, quantidade: 1.5 }] }, `A quantidade de ${nomeA} (Azul/P) deve ser de 1 a 99999.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, custo_unitario: -1 }] }, `Informe o custo unitário de ${nomeA} (Azul/P).`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ ...boa, custo_unitario: 1.234 }] }, `Informe o custo unitário de ${nomeA} (Azul/P).`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [boa, { ...boa, cor: 'azul', tamanho: 'p ' }] },
      `${nomeA} (Azul/P) aparece duas vezes no orçamento.`);
    await recusa(funcionario, 'salvar_compra', { p_fornecedor_id: f.id, p_itens: [boa], p_observacoes: 'x'.repeat(1001) },
      'As observações aceitam no máximo 1000 caracteres.');
    await recusa(funcionario, 'aprovar_compra', { p_id: 999999999 }, 'Orçamento de compra não encontrado.');

    // The user (read-only staff) reads but neither approves, rejects nor cancels.
    const { data: q0 } = await funcionario.rpc('salvar_compra', { p_fornecedor_id: f.id, p_itens: [boa] });
    const q0id = (q0 as { id: number }).id;
    await recusa(leitor, 'aprovar_compra', { p_id: q0id }, 'Sem permissão para aprovar compras.');
    await recusa(leitor, 'rejeitar_compra', { p_id: q0id }, 'Sem permissão para rejeitar compras.');
    await recusa(leitor, 'cancelar_compra', { p_id: q0id, p_motivo: 'x' }, 'Sem permissão para cancelar compras.');
    expect((await leitor.rpc('compra_detalhe', { p_id: q0id })).data).toMatchObject({ compra: { id: q0id, situacao: 'pendente' } });
    expect((await (await clientAs('cliente')).rpc('compra_detalhe', { p_id: q0id })).error?.message).toBe('Sem permissão para ver as compras.');
    expect((await leitor.rpc('compra_detalhe', { p_id: 999999999 })).data).toBeNull();
    await funcionario.rpc('aprovar_compra', { p_id: q0id });
    const [{ id: itemQ0 }] = await sql<{ id: number }>('select id::int from public.itens_compra where compra_id = $1', [q0id]);
    await recusa(funcionario, 'receber_compra',
      { p_id: q0id, p_itens: [{ item_id: itemQ0, quantidade: 1 }], p_parcelas: Array.from({ length: 61 }, () => ({ vencimento: diasDepois(30), valor: 0.01 })) },
      'As parcelas vão de 1 a 60.');

    // Rejected: kept, with its reason; then it can be neither approved nor received.
    const { data: q } = await funcionario.rpc('salvar_compra', { p_fornecedor_id: f.id, p_itens: [boa] });
    const quote = q as { id: number; codigo: string };
    await recusa(funcionario, 'rejeitar_compra', { p_id: quote.id, p_motivo: 'x'.repeat(501) }, 'O motivo aceita no máximo 500 caracteres.');
    expect((await funcionario.rpc('rejeitar_compra', { p_id: quote.id, p_motivo: 'Preço alto' })).data).toMatchObject({ situacao: 'rejeitado' });
    await recusa(funcionario, 'aprovar_compra', { p_id: quote.id }, `O orçamento ${quote.codigo} está rejeitado: só um orçamento pendente pode ser aprovado.`);
    expect((await leitor.rpc('compras_pagina', { p_busca: quote.codigo, p_status: 'rejeitado' })).data).toMatchObject({ total: 1 });
    await recusa(leitor, 'compras_pagina', { p_status: 'vencido' }, 'Situação de compra inválida.');

    // Cancelled: needs a reason; what was not received will not come.
    const { data: o } = await funcionario.rpc('salvar_compra', { p_fornecedor_id: f.id, p_itens: [boa, { ...boa, tamanho: 'M', quantidade: 2 }] });
    const pedido = o as { id: number; codigo: string };
    await funcionario.rpc('aprovar_compra', { p_id: pedido.id });
    await recusa(funcionario, 'cancelar_compra', { p_id: pedido.id, p_motivo: '  ' }, 'Informe o motivo do cancelamento.');
    expect((await funcionario.rpc('cancelar_compra', { p_id: pedido.id, p_motivo: 'Fornecedor sem estoque' })).data).toMatchObject({ situacao: 'cancelado' });
    await recusa(funcionario, 'receber_compra', { p_id: pedido.id, p_itens: [{ item_id: 1, quantidade: 1 }] },
      `O pedido ${pedido.codigo} está cancelado: só um pedido em aberto ou parcialmente recebido recebe mercadorias.`);
    expect(await sql('select situacao, motivo from public.compras where id = $1', [pedido.id])).toEqual([{ situacao: 'cancelado', motivo: 'Fornecedor sem estoque' }]);
  });

  it('p_parcelas [] receives without títulos; a product that gained grades after the order is refused', async () => {
    const f = await fornecedor();
    const [c] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 30, 1) returning id`, [unique('Canga Compra')]);
    const { data } = await funcionario.rpc('salvar_compra', { p_fornecedor_id: f.id, p_itens: [{ produto_id: Number(c.id), quantidade: 3, custo_unitario: 9.99 }] });
    const pedido = data as { id: number; codigo: string };
    await funcionario.rpc('aprovar_compra', { p_id: pedido.id });
    const d = await detalhe(pedido.id);
    const r = await funcionario.rpc('receber_compra', { p_id: pedido.id, p_itens: [{ item_id: d.itens[0].id, quantidade: 1 }], p_parcelas: [] });
    expect(r.data).toMatchObject({ situacao: 'parcial', total: 9.99, titulos: [] });
    expect(await estoque(Number(c.id))).toEqual({ estoque: 1, custo: '9.99', razao: 1 });
    await sql(`insert into public.grades_produto (produto_id, cor, tamanho) values ($1, 'Preto', 'U')`, [c.id]);
    const [{ nome }] = await sql<{ nome: string }>('select nome from public.produtos where id = $1', [c.id]);
    await recusa(funcionario, 'receber_compra', { p_id: pedido.id, p_itens: [{ item_id: d.itens[0].id, quantidade: 1 }] },
      `O produto ${nome} passou a ser controlado por grade: refaça o pedido com cor e tamanho.`);
  });
});
