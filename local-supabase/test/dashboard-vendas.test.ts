/**
 * The dashboard's sales figures (issue 24, migration 20261128000800): dashboard_vendas counts the
 * confirmed sales of the month in São Paulo time (vendas do mês, faturamento, ticket médio), each of
 * the last 30 days, and lists the 5 newest confirmed or pending sales. Other files leave sales
 * behind, so the month's figures are checked as what these sales add to what was there, to the cent.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelarPedidosDoCliente, clientAs, demoLogin, fecharCaixasAbertos, formaId, novoCpf, sql, stack, unique, usuarioId } from './support.ts';

interface DashboardVendas {
  mes: string;
  hoje: string;
  vendas_mes: number;
  faturamento_mes: string;
  ticket_medio: string;
  por_dia: { dia: string; vendas: number; total: string }[];
  recentes: { id: number; codigo: string; cliente: string; data: string; total: string; situacao: string; origem: string }[];
}




beforeAll(async () => {
  await fecharCaixasAbertos();
  await cancelarPedidosDoCliente();
  expect((await (await clientAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 100 })).error).toBeNull();
});
afterAll(async () => {
  await fecharCaixasAbertos();
  await cancelarPedidosDoCliente();
});

async function painel(role: 'admin' | 'funcionario' | 'user' = 'funcionario'): Promise<DashboardVendas> {
  const { data, error } = await (await clientAs(role)).rpc('dashboard_vendas');
  expect(error).toBeNull();
  return data as DashboardVendas;
}

/** "214.80" → 21480: the figures are compared in integer cents, never as floats. */
const centavos = (texto: string) => {
  expect(texto).toMatch(/^\d+\.\d{2}$/);
  return Number(texto.replace('.', ''));
};
const reais = (c: number) => `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;
/** faturamento / vendas rounded half up to the cent, in integers. */
const ticket = (c: number, n: number) => (n === 0 ? 0 : Number((2n * BigInt(c) + BigInt(n)) / (2n * BigInt(n))));

describe('dashboard_vendas', () => {
  it('counts two confirmed sales, not the one cancelled nor the pending order, per day and in the month, to the cent', async () => {
    const funcionario = await clientAs('funcionario');
    const admin = await clientAs('admin');
    const [biquini] = await sql<{ id: string }>(
      `insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 89.9, 10, 1) returning id`,
      [unique('Biquíni Painel')],
    );
    const [ecobag] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 35, 10, 2) returning id`, [
      unique('Ecobag Painel'),
    ]);
    const nomeCliente = unique('Marina Painel');
    const [cliente] = await sql<{ id: string }>(
      `insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(21) 99999-0000', 'painel@example.com') returning id`,
      [nomeCliente, novoCpf()],
    );
    const pix = await formaId('Pix');
    const vender = async (itens: unknown[], total: number, extra: Record<string, unknown> = {}) => {
      const { data, error } = await funcionario.rpc('finalizar_venda', { p_itens: itens, p_pagamentos: [{ forma_pagamento_id: pix, valor: total }], ...extra });
      expect(error).toBeNull();
      return data as { id: number; codigo: string };
    };

    const antes = await painel();

    // 2 × 89,90 = 179,80 to nobody; 35,00 to the register's cliente; 89,90 then cancelled by the admin.
    const primeira = await vender([{ produto_id: Number(biquini.id), quantidade: 2 }], 179.8);
    const segunda = await vender([{ produto_id: Number(ecobag.id), quantidade: 1 }], 35, { p_cliente_id: Number(cliente.id) });
    const cancelada = await vender([{ produto_id: Number(biquini.id), quantidade: 1 }], 89.9);
    expect((await admin.rpc('cancelar_venda', { p_venda_id: cancelada.id, p_motivo: 'Lançada em dobro' })).error).toBeNull();
    // A storefront order waits: listed among the recent, counted nowhere until confirmed.
    const { data: pedido, error } = await (await clientAs('cliente')).rpc('registrar_pedido', { p_itens: [{ produto_id: Number(ecobag.id), quantidade: 1 }] });
    expect(error).toBeNull();

    const depois = await painel();
    // The storefront order names the login that ordered (it has no register cliente).
    const [{ nome: comprador }] = await sql<{ nome: string }>('select nome from public.usuarios where id = $1', [await usuarioId(demoLogin('cliente').email)]);

    expect(depois.vendas_mes).toBe(antes.vendas_mes + 2);
    const faturamento = centavos(antes.faturamento_mes) + 17980 + 3500;
    expect(depois.faturamento_mes).toBe(reais(faturamento));
    expect(depois.ticket_medio).toBe(reais(ticket(faturamento, depois.vendas_mes)));

    // The last 30 days, oldest first, today last, every day there (no sales: 0 and 0.00).
    expect(depois.por_dia).toHaveLength(30);
    expect(depois.por_dia.at(-1)?.dia).toBe(depois.hoje);
    const [{ primeiro }] = await sql<{ primeiro: string }>(`select to_char($1::date - 29, 'YYYY-MM-DD') primeiro`, [depois.hoje]);
    expect(depois.por_dia[0].dia).toBe(primeiro);
    expect(depois.mes).toBe(`${depois.hoje.slice(0, 8)}01`);
    const hojeAntes = antes.por_dia.at(-1)!;
    const hoje = depois.por_dia.at(-1)!;
    expect(hoje).toEqual({ dia: depois.hoje, vendas: hojeAntes.vendas + 2, total: reais(centavos(hojeAntes.total) + 21480) });
    for (const dia of depois.por_dia) expect(dia.total).toMatch(/^\d+\.\d{2}$/);

    // Newest first: the order, then the two sales (the cancelled one is not listed).
    expect(depois.recentes.slice(0, 3)).toEqual([
      { id: pedido.id, codigo: pedido.codigo, cliente: comprador, data: depois.hoje, total: '35.00', situacao: 'pendente', origem: 'catalogo' },
      { id: segunda.id, codigo: segunda.codigo, cliente: nomeCliente, data: depois.hoje, total: '35.00', situacao: 'confirmada', origem: 'balcao' },
      { id: primeira.id, codigo: primeira.codigo, cliente: 'Consumidor final', data: depois.hoje, total: '179.80', situacao: 'confirmada', origem: 'balcao' },
    ]);
    expect(depois.recentes.length).toBeLessThanOrEqual(5);
    expect(depois.recentes.map((r) => r.id)).not.toContain(cancelada.id);
    expect(primeira.codigo).toMatch(/^V-\d{6}$/);

    // The month is São Paulo's: one second before its first day (already this month in UTC) is last
    // month; its first second is this month.
    await sql(`update public.vendas set confirmada_em = ($2::date::timestamp at time zone 'America/Sao_Paulo') - interval '1 second' where id = $1`, [
      segunda.id,
      depois.mes,
    ]);
    const fora = await painel('user');
    expect(fora.vendas_mes).toBe(depois.vendas_mes - 1);
    expect(fora.faturamento_mes).toBe(reais(faturamento - 3500));
    await sql(`update public.vendas set confirmada_em = ($2::date::timestamp at time zone 'America/Sao_Paulo') where id = $1`, [segunda.id, depois.mes]);
    const dentro = await painel('admin');
    expect(dentro.vendas_mes).toBe(depois.vendas_mes);
    expect(dentro.faturamento_mes).toBe(depois.faturamento_mes);
  });

  it('answers zeros for a month and days without sales: ticket médio 0.00, not a division by zero', async () => {
    // Every confirmed sale moved 400 days back, read as the admin, all in one transaction rolled back.
    const client = new pg.Client({ connectionString: stack().databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`update public.vendas set confirmada_em = confirmada_em - interval '400 days' where status = 'confirmada'`);
      const [{ id }] = (await client.query<{ id: string }>('select id from auth.users where email = $1', [demoLogin('admin').email])).rows;
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: id, role: 'authenticated' })]);
      await client.query('set local role authenticated');
      const { rows } = await client.query<{ r: DashboardVendas }>('select public.dashboard_vendas() r');
      const vazio = rows[0].r;
      expect(vazio).toMatchObject({ vendas_mes: 0, faturamento_mes: '0.00', ticket_medio: '0.00' });
      expect(vazio.por_dia).toHaveLength(30);
      expect(vazio.por_dia.every((d) => d.vendas === 0 && d.total === '0.00')).toBe(true);
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });

  it('refuses a cliente in Portuguese and the anonymous key outright', async () => {
    const cliente = await (await clientAs('cliente')).rpc('dashboard_vendas');
    expect(cliente.error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
    expect(cliente.data).toBeNull();
    const anon = await (await clientAs('anon')).rpc('dashboard_vendas');
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for function dashboard_vendas' });
  });
});
