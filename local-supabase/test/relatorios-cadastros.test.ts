/**
 * Issue 28, register and purchase reports (migration 20261130008000): relatorio_clientes (top customers by the
 * period's confirmed sales, last purchase, consumidor final apart), relatorio_aniversariantes (a month's birthdays
 * with the WhatsApp number) and relatorio_fornecedores (ordered and received in the period, open now). Totals
 * equal an independent SQL over whatever the database holds; the rows made here are checked to the cent. Staff
 * only: anon and cliente refused in words, user (read-only staff) allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, fecharCaixasAbertos, formaId, novoCnpj, novoCpf, sql, unique } from './support.ts';

interface Relatorio<L, T> {
  relatorio: string;
  linhas: L[];
  totais: T;
  pagina: { pagina: number; limite: number; total_linhas: number };
}

let hoje = '';
let mes = 0;
let cliente = 0;
let nomeCliente = '';

beforeAll(async () => {
  await fecharCaixasAbertos();
  const funcionario = await clientAs('funcionario');
  expect((await funcionario.rpc('abrir_caixa', { p_valor_abertura: 100 })).error).toBeNull();
  const [d] = await sql<{ hoje: string; mes: number }>(`select public._hoje_loja()::text hoje, extract(month from public._hoje_loja())::int mes`);
  hoje = d.hoje;
  mes = d.mes;

  // Born on the 1st of this month, 30 years ago.
  nomeCliente = unique('Iara Relatório Souza');
  const [c] = await sql<{ id: string }>(
    `insert into public.clientes (nome, cpf, telefone, email, data_nascimento)
     values ($1, $2, '(48) 99123-4567', 'iara@example.com', make_date(extract(year from public._hoje_loja())::int - 30, $3, 1)) returning id`,
    [nomeCliente, novoCpf(), mes],
  );
  cliente = Number(c.id);
  const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 100, 10, 1) returning id`, [
    unique('Vestido Relatório'),
  ]);
  const pix = await formaId('Pix');
  // Two sales to her: 2 × 100, and 1 × 100 with R$ 10,00 off; a third without customer.
  for (const [quantidade, desconto, comCliente] of [
    [2, 0, true],
    [1, 10, true],
    [1, 0, false],
  ] as const) {
    const { error } = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: Number(p.id), quantidade }],
      p_pagamentos: [{ forma_pagamento_id: pix, valor: quantidade * 100 - desconto }],
      p_desconto: desconto,
      ...(comCliente ? { p_cliente_id: cliente } : {}),
    });
    expect(error).toBeNull();
  }
});
afterAll(fecharCaixasAbertos);

async function chamar<L, T>(funcao: string, args: Record<string, unknown>) {
  const { data, error } = await (await clientAs('user')).rpc(funcao, { p_limite: 50000, ...args });
  expect(error).toBeNull();
  return data as Relatorio<L, T>;
}

const PERIODO = `v.confirmada_em >= $1::date::timestamp at time zone 'America/Sao_Paulo' and v.confirmada_em < ($1::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;

describe('relatorio_clientes', () => {
  it('ranks the customer with her two sales, faturamento after the discount, and her last purchase', async () => {
    const r = await chamar<Record<string, unknown>, Record<string, unknown>>('relatorio_clientes', { p_de: hoje, p_ate: hoje });
    expect(r.linhas.find((l) => l.chave === String(cliente))).toMatchObject({
      rotulo: nomeCliente,
      compras: 2,
      faturamento: '290.00',
      ticket_medio: '145.00',
      desconto: '10.00',
      ultima_compra: hoje,
    });
    const posicoes = r.linhas.map((l) => l.posicao);
    expect(posicoes).toEqual(posicoes.map((_, i) => i + 1));
  });

  it('totals equal an independent SQL: identified customers plus consumidor final are every confirmed sale of the day', async () => {
    const [e] = await sql<{ clientes: string; compras: string; faturamento: string; cf_compras: string; cf_faturamento: string }>(
      `select count(distinct v.cliente_id) clientes, count(v.cliente_id) compras,
              coalesce(sum(v.total) filter (where v.cliente_id is not null), 0)::numeric(14, 2)::text faturamento,
              count(*) filter (where v.cliente_id is null) cf_compras,
              coalesce(sum(v.total) filter (where v.cliente_id is null), 0)::numeric(14, 2)::text cf_faturamento
         from public.vendas v where v.status = 'confirmada' and ${PERIODO}`,
      [hoje],
    );
    const r = await chamar<Record<string, unknown>, Record<string, unknown>>('relatorio_clientes', { p_de: hoje, p_ate: hoje });
    expect(r.totais).toMatchObject({
      clientes: Number(e.clientes),
      compras: Number(e.compras),
      faturamento: e.faturamento,
      consumidor_final: { compras: Number(e.cf_compras), faturamento: e.cf_faturamento },
    });
    expect(r.pagina.total_linhas).toBe(Number(e.clientes));
  });

  it('refuses anon and cliente in words', async () => {
    const args = { p_de: hoje, p_ate: hoje };
    expect((await (await clientAs('anon')).rpc('relatorio_clientes', args)).error).toMatchObject({
      code: '42501',
      message: 'permission denied for function relatorio_clientes',
    });
    expect((await (await clientAs('cliente')).rpc('relatorio_clientes', args)).error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
    expect((await (await clientAs('user')).rpc('relatorio_clientes', { p_de: hoje, p_ate: null })).error?.message).toBe('Escolha o período.');
  });
});

describe('relatorio_aniversariantes', () => {
  it('lists the month’s birthdays by day with the WhatsApp number, first name, age and last purchase', async () => {
    const r = await chamar<Record<string, unknown>, { clientes: number }>('relatorio_aniversariantes', { p_mes: mes });
    expect(r.linhas.find((l) => l.chave === String(cliente))).toMatchObject({
      rotulo: nomeCliente,
      dia: 1,
      idade: 30,
      telefone: '(48) 99123-4567',
      whatsapp: '5548991234567',
      primeiro_nome: 'Iara',
      ultima_compra: hoje,
    });
    const dias = r.linhas.map((l) => l.dia as number);
    expect(dias).toEqual([...dias].sort((a, b) => a - b));
    const [e] = await sql<{ n: string }>(
      `select count(*) n from public.clientes where ativo and data_nascimento is not null and extract(month from data_nascimento) = $1`,
      [mes],
    );
    expect(r.totais.clientes).toBe(Number(e.n));
  });

  it('refuses anon, cliente and a month outside 1-12 in words', async () => {
    expect((await (await clientAs('anon')).rpc('relatorio_aniversariantes', { p_mes: 1 })).error).toMatchObject({
      code: '42501',
      message: 'permission denied for function relatorio_aniversariantes',
    });
    expect((await (await clientAs('cliente')).rpc('relatorio_aniversariantes', { p_mes: 1 })).error).toMatchObject({
      code: '42501',
      message: 'Acesso restrito à equipe da loja',
    });
    expect((await (await clientAs('user')).rpc('relatorio_aniversariantes', { p_mes: 13 })).error?.message).toBe('Escolha o mês.');
  });
});

describe('relatorio_fornecedores', () => {
  it('shows what a supplier was ordered and delivered in the period and still owes, and totals equal an independent SQL', async () => {
    const [f] = await sql<{ id: string }>(
      `insert into public.fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 3333-0000', 'forn@example.com') returning id`,
      [unique('Malharia Relatório'), novoCnpj()],
    );
    const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 80, 1) returning id`, [unique('Saia Compra')]);
    const [u] = await sql<{ id: string }>(`select id from public.usuarios where tipo = 'admin' order by id limit 1`);
    // An order of 10 × R$ 20,00 approved today, 4 received (R$ 80,00): 6 units, R$ 120,00 still to come.
    const [c] = await sql<{ id: string }>(
      `insert into public.compras (fornecedor_id, situacao, total, criado_por, aprovado_em, aprovado_por) values ($1, 'parcial', 200, $2, now(), $2) returning id`,
      [f.id, u.id],
    );
    await sql(`insert into public.itens_compra (compra_id, produto_id, quantidade, custo_unitario, quantidade_recebida) values ($1, $2, 10, 20, 4)`, [c.id, p.id]);
    await sql(`insert into public.recebimentos_compra (compra_id, sequencia, recebido_por, total) values ($1, 1, $2, 80)`, [c.id, u.id]);

    const r = await chamar<Record<string, unknown>, Record<string, unknown>>('relatorio_fornecedores', { p_de: hoje, p_ate: hoje });
    expect(r.linhas.find((l) => l.chave === f.id)).toMatchObject({
      pedidos: 1,
      valor_pedido: '200.00',
      recebimentos: 1,
      valor_recebido: '80.00',
      pedidos_abertos: 1,
      unidades_abertas: 6,
      valor_aberto: '120.00',
    });
    const [e] = await sql<{ pedido: string; recebido: string; aberto: string; falta: string }>(
      `select (select coalesce(sum(total), 0)::numeric(14, 2)::text from public.compras c
                where c.situacao <> 'cancelado' and c.aprovado_em >= $1::date::timestamp at time zone 'America/Sao_Paulo'
                  and c.aprovado_em < ($1::date + 1)::timestamp at time zone 'America/Sao_Paulo') pedido,
              (select coalesce(sum(total), 0)::numeric(14, 2)::text from public.recebimentos_compra r
                where r.recebido_em >= $1::date::timestamp at time zone 'America/Sao_Paulo'
                  and r.recebido_em < ($1::date + 1)::timestamp at time zone 'America/Sao_Paulo') recebido,
              (select coalesce(sum((i.quantidade - i.quantidade_recebida) * i.custo_unitario) filter (where i.quantidade > i.quantidade_recebida), 0)::numeric(14, 2)::text
                 from public.compras c join public.itens_compra i on i.compra_id = c.id where c.situacao in ('aberto', 'parcial')) aberto,
              (select coalesce(sum(i.quantidade - i.quantidade_recebida) filter (where i.quantidade > i.quantidade_recebida), 0)
                 from public.compras c join public.itens_compra i on i.compra_id = c.id where c.situacao in ('aberto', 'parcial')) falta`,
      [hoje],
    );
    expect(r.totais).toMatchObject({ valor_pedido: e.pedido, valor_recebido: e.recebido, valor_aberto: e.aberto, unidades_abertas: Number(e.falta) });
  });

  it('refuses anon and cliente in words', async () => {
    const args = { p_de: hoje, p_ate: hoje };
    expect((await (await clientAs('anon')).rpc('relatorio_fornecedores', args)).error).toMatchObject({
      code: '42501',
      message: 'permission denied for function relatorio_fornecedores',
    });
    expect((await (await clientAs('cliente')).rpc('relatorio_fornecedores', args)).error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
  });
});
