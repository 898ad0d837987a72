/**
 * The sales database (issue 24). Migration 20261128000400: the storefront's order reserves stock at
 * the database's prices, refuses what is not available in the shop's words and writes nothing then,
 * stops reserving at its deadline, and is read only by staff and by its own cliente. Migration
 * 20261128000500: the cash session, the counter sale, confirming an order and cancelling, every
 * figure to the cent. One file, run in order: the tests share the demo cliente's pending orders
 * (at most 5) and the shop's one cash session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, demoLogin, fecharCaixasAbertos, formaId, sql, unique, usuarioId } from './support.ts';

const CLIENTE = demoLogin('cliente').email;


/** Each test leaves no pending order of the demo cliente (at most 5 may be pending). */
afterEach(async () => {
  await sql(
    `update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste'
      where comprador_id = $1 and status = 'pendente'`,
    [await usuarioId(CLIENTE)],
  );
});

/** A product at R$ 89,90 (cost 20 + 12,50) with a grade Coral/M holding `estoque` units, and one without grades. */
async function produto(estoque: number): Promise<{ id: number; grade: number; nome: string; semGrade: number }> {
  const nome = unique('Biquíni Pedido');
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id) values ($1, 89.9, 20, 12.5, 1) returning id`,
    [nome],
  );
  const [g] = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Coral', 'M', $2) returning id`,
    [p.id, estoque],
  );
  const [s] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 35, 4, 2) returning id`, [
    unique('Ecobag Pedido'),
  ]);
  return { id: Number(p.id), grade: Number(g.id), nome, semGrade: Number(s.id) };
}

const pedir = async (itens: unknown) => (await clientAs('cliente')).rpc('registrar_pedido', { p_itens: itens });
const vendasDoCliente = async () =>
  Number((await sql<{ n: string }>(`select count(*) n from public.vendas where comprador_id = $1 and status = 'pendente'`, [await usuarioId(CLIENTE)]))[0].n);
const reservado = async (produtoId: number) =>
  Number((await sql<{ r: string | null }>('select sum(reservado) r from public.estoque_reservado where produto_id = $1', [produtoId]))[0].r ?? 0);

describe('registrar_pedido', () => {
  it('records the order at the database prices, reserves its units until the deadline and answers its number', async () => {
    const p = await produto(3);
    // A price sent by the browser is not read: the lines take preco_venda.
    const { data, error } = await pedir([
      { produto_id: p.id, grade_id: p.grade, quantidade: 2, preco_unitario: 0.01 },
      { produto_id: p.semGrade, quantidade: 1 },
      { produto_id: p.id, grade_id: p.grade, quantidade: 1 },
    ]);
    expect(error).toBeNull();
    expect(data).toMatchObject({ codigo: expect.stringMatching(/^V-\d{6}$/), total: 304.7 });

    const [venda] = await sql<{ id: string; origem: string; status: string; subtotal: string; horas: string; situacao: string }>(
      `select v.id, v.origem, v.status, v.subtotal, round(extract(epoch from v.reserva_expira_em - v.criada_em) / 3600) horas, s.situacao
         from public.vendas v join public.vendas_situacao s on s.id = v.id where v.id = $1`,
      [data.id],
    );
    expect(venda).toMatchObject({ origem: 'catalogo', status: 'pendente', subtotal: '304.70', horas: '48', situacao: 'pendente' });
    // The same grade twice in the bag is one line; what was sold reads as it was, with the cost of the day.
    const itens = await sql('select descricao, quantidade, preco_unitario, custo_unitario, total from public.itens_venda where venda_id = $1 order by id', [venda.id]);
    expect(itens).toEqual([
      { descricao: `${p.nome} (Coral/M)`, quantidade: 3, preco_unitario: '89.90', custo_unitario: '32.50', total: '269.70' },
      { descricao: expect.stringMatching(/^Ecobag Pedido/), quantidade: 1, preco_unitario: '35.00', custo_unitario: '0.00', total: '35.00' },
    ]);
    // Reserved, not moved: the physical stock and the ledger are untouched until the sale is confirmed.
    expect(await reservado(p.id)).toBe(3);
    expect((await sql('select estoque_atual from public.grades_produto where id = $1', [p.grade]))[0]).toEqual({ estoque_atual: 3 });
    expect((await sql('select count(*)::int n from public.movimentacoes_estoque where produto_id = $1', [p.id]))[0]).toEqual({ n: 0 });
  });

  it('refuses a line beyond what is available (stock minus other orders), names it, and writes nothing', async () => {
    const p = await produto(3);
    expect((await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 2 }])).error).toBeNull();
    const antes = await vendasDoCliente();

    const { error } = await pedir([
      { produto_id: p.semGrade, quantidade: 1 },
      { produto_id: p.id, grade_id: p.grade, quantidade: 2 },
    ]);
    expect(error).toMatchObject({ code: 'P0001', hint: 'estoque_insuficiente', message: `Estoque insuficiente para ${p.nome} (Coral/M): disponível 1` });
    expect(JSON.parse(error!.details)).toEqual({ produto_id: p.id, grade_id: p.grade, disponivel: 1 });
    expect(await vendasDoCliente()).toBe(antes);
    expect(await reservado(p.semGrade)).toBe(0);
  });

  it('an order past its deadline stops reserving and reads as expirada, with no job running', async () => {
    const p = await produto(2);
    const { data } = await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 2 }]);
    expect((await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }])).error?.message).toBe(`Estoque insuficiente para ${p.nome} (Coral/M): disponível 0`);

    await sql(`update public.vendas set reserva_expira_em = now() - interval '1 minute' where id = $1`, [data.id]);
    expect(await reservado(p.id)).toBe(0);
    expect((await sql('select situacao from public.vendas_situacao where id = $1', [data.id]))[0]).toEqual({ situacao: 'expirada' });
    expect((await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 2 }])).error).toBeNull();
  });

  it('orders racing for the last units: exactly as many as there are units get them', async () => {
    const p = await produto(3);
    const tentativas = await Promise.all(Array.from({ length: 5 }, () => pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }])));
    expect(tentativas.filter((t) => t.error === null)).toHaveLength(3);
    expect(tentativas.filter((t) => t.error !== null).map((t) => t.error?.message)).toEqual([
      `Estoque insuficiente para ${p.nome} (Coral/M): disponível 0`,
      `Estoque insuficiente para ${p.nome} (Coral/M): disponível 0`,
    ]);
    expect(await reservado(p.id)).toBe(3);
  });

  it('at most 5 pending orders per cliente', async () => {
    const p = await produto(10);
    for (let i = 0; i < 5; i++) expect((await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }])).error).toBeNull();
    const { error } = await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }]);
    expect(error).toMatchObject({
      hint: 'limite_pedidos',
      message: 'Você já tem 5 pedidos aguardando confirmação. Fale com a loja pelo WhatsApp para concluí-los.',
    });
    expect(await vendasDoCliente()).toBe(5);
  });

  it('refuses an empty or malformed bag, a product no longer sold, and a grade-controlled product without its grade', async () => {
    const p = await produto(3);
    expect((await pedir([])).error?.message).toBe('Sua sacola está vazia.');
    expect((await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 0 }])).error?.message).toBe('Itens inválidos na sacola.');
    expect((await pedir([{ produto_id: 'x', quantidade: 1 }])).error?.message).toBe('Itens inválidos na sacola.');
    expect((await pedir([{ produto_id: p.id, quantidade: 1 }])).error).toMatchObject({ hint: 'produto_indisponivel', message: `Escolha a cor e o tamanho de ${p.nome}.` });
    await sql('update public.produtos set ativo = false where id = $1', [p.semGrade]);
    expect((await pedir([{ produto_id: p.semGrade, quantidade: 1 }])).error).toMatchObject({
      hint: 'produto_indisponivel',
      message: 'Um produto da sua sacola não está mais à venda.',
    });
    expect(await vendasDoCliente()).toBe(0);
  });

  it('a visitor cannot order; a cliente reads only their own orders and lines, staff read every sale', async () => {
    const p = await produto(3);
    const anon = await (await clientAs('anon')).rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }] });
    expect(anon.error?.code).toBe('42501');

    const { data } = await pedir([{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }]);
    const [balcao] = await sql<{ id: string }>(`insert into public.vendas (origem, status, subtotal, confirmada_em) values ('balcao', 'confirmada', 10, now()) returning id`);
    try {
      const cliente = await clientAs('cliente');
      const minhas = await cliente.from('vendas_situacao').select('id, codigo, situacao, total').in('id', [data.id, Number(balcao.id)]);
      expect(minhas.data).toEqual([{ id: data.id, codigo: data.codigo, situacao: 'pendente', total: 89.9 }]);
      expect((await cliente.from('itens_venda').select('venda_id').eq('venda_id', data.id)).data).toEqual([{ venda_id: data.id }]);
      const user = await clientAs('user');
      expect((await user.from('vendas').select('id').in('id', [data.id, Number(balcao.id)])).data).toHaveLength(2);
      // Nobody writes a sale directly, not even the admin: only the functions do.
      const admin = await clientAs('admin');
      expect((await admin.from('vendas').update({ subtotal: 1 }).eq('id', data.id)).error?.code).toBe('42501');
    } finally {
      await sql('delete from public.vendas where id = $1', [balcao.id]);
    }
  });
});

type Cliente = Awaited<ReturnType<typeof clientAs>>;


beforeAll(fecharCaixasAbertos);
afterAll(fecharCaixasAbertos);

/** A product at R$ 89,90 with a grade Coral/M of `estoque` units, and an ecobag at R$ 35,00 with 10. */
async function produtosBalcao(estoque = 5) {
  const nome = unique('Biquíni Balcão');
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id) values ($1, 89.9, 10, 25, 1) returning id`,
    [nome],
  );
  const [g] = await sql<{ id: string }>(`insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Coral', 'M', $2) returning id`, [p.id, estoque]);
  const [e] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 35, 10, 2) returning id`, [unique('Ecobag Balcão')]);
  return { id: Number(p.id), grade: Number(g.id), nome, ecobag: Number(e.id) };
}

const estoqueGrade = async (id: number) => Number((await sql<{ e: number }>('select estoque_atual e from public.grades_produto where id = $1', [id]))[0].e);
const estoqueProduto = async (id: number) => Number((await sql<{ e: number }>('select estoque_atual e from public.produtos where id = $1', [id]))[0].e);
const contagem = async (tabela: string) => Number((await sql<{ n: string }>(`select count(*) n from public.${tabela}`))[0].n);
const resumo = async (client: Cliente) => (await client.rpc('resumo_caixa')).data as { dinheiro_esperado: number; por_forma: { forma: string; total: number }[] };

describe('the cash session and the counter sale', () => {
  it('only staff who write open it, once; a sale needs it open', async () => {
    const p = await produtosBalcao();
    const funcionario = await clientAs('funcionario');
    const venda = { p_itens: [{ produto_id: p.ecobag, quantidade: 1 }], p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: 35 }] };
    expect((await funcionario.rpc('finalizar_venda', venda)).error).toMatchObject({ hint: 'caixa_fechado', message: 'Abra o caixa antes de vender.' });
    expect((await (await clientAs('user')).rpc('abrir_caixa', { p_valor_abertura: 100 })).error?.message).toBe('Sem permissão para abrir o caixa.');
    expect((await funcionario.rpc('abrir_caixa', { p_valor_abertura: -1 })).error?.hint).toBe('valor_abertura');

    expect((await funcionario.rpc('abrir_caixa', { p_valor_abertura: 150 })).error).toBeNull();
    const outra = await (await clientAs('admin')).rpc('abrir_caixa', { p_valor_abertura: 10 });
    expect(outra.error?.message).toMatch(/^O caixa já está aberto \(por .+, em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\.$/);
    expect(await resumo(funcionario)).toMatchObject({ dinheiro_esperado: 150, por_forma: [] });
  });

  it('a counter sale: lines at the database price, discounts, dinheiro with troco plus Pix, stock out in the ledger, cash in the session', async () => {
    const p = await produtosBalcao();
    const funcionario = await clientAs('funcionario');
    const antes = await resumo(funcionario);
    // 2 × 89,90 − 9,80 + 35,00 = 205,00; − 5,00 on the sale = 200,00 (14,80 off 214,80 before discounts: 6,9 %, within 10 %).
    const { data, error } = await funcionario.rpc('finalizar_venda', {
      p_itens: [
        { produto_id: p.id, grade_id: p.grade, quantidade: 2, desconto: 9.8 },
        { produto_id: p.ecobag, quantidade: 1 },
      ],
      p_pagamentos: [
        { forma_pagamento_id: await formaId('Dinheiro'), valor: 100, valor_recebido: 120 },
        { forma_pagamento_id: await formaId('Pix'), valor: '100.00' },
      ],
      p_desconto: 5,
      p_cpf_na_nota: '529.982.247-25',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ codigo: expect.stringMatching(/^V-\d{6}$/), total: 200, troco: 20 });

    const [venda] = await sql('select origem, status, subtotal, desconto, total, cpf_na_nota from public.vendas where id = $1', [data.id]);
    expect(venda).toEqual({ origem: 'balcao', status: 'confirmada', subtotal: '205.00', desconto: '5.00', total: '200.00', cpf_na_nota: '52998224725' });
    expect(await sql('select descricao, quantidade, preco_unitario, custo_unitario, desconto, total from public.itens_venda where venda_id = $1 order by id', [data.id])).toEqual([
      { descricao: `${p.nome} (Coral/M)`, quantidade: 2, preco_unitario: '89.90', custo_unitario: '35.00', desconto: '9.80', total: '170.00' },
      { descricao: expect.stringMatching(/^Ecobag Balcão/), quantidade: 1, preco_unitario: '35.00', custo_unitario: '0.00', desconto: '0.00', total: '35.00' },
    ]);
    // The ledger explains the units: one saída per line, motivo Venda, referencing the sale.
    expect(await sql('select tipo, quantidade, motivo, observacoes from public.movimentacoes_estoque where venda_id = $1 order by id', [data.id])).toEqual([
      { tipo: 'saida', quantidade: 2, motivo: 'Venda', observacoes: `Venda ${data.codigo}` },
      { tipo: 'saida', quantidade: 1, motivo: 'Venda', observacoes: `Venda ${data.codigo}` },
    ]);
    expect(await estoqueGrade(p.grade)).toBe(3);
    expect(await estoqueProduto(p.ecobag)).toBe(9);
    expect(await sql('select valor, parcelas, valor_recebido, troco from public.pagamentos_venda where venda_id = $1 order by id', [data.id])).toEqual([
      { valor: '100.00', parcelas: 1, valor_recebido: '120.00', troco: '20.00' },
      { valor: '100.00', parcelas: 1, valor_recebido: null, troco: null },
    ]);
    // The drawer took 120 and gave 20 back.
    expect((await resumo(funcionario)).dinheiro_esperado).toBe(antes.dinheiro_esperado + 100);
  });

  it('refusals write nothing: payments that do not add up, a discount above the limit, units held by an order, a bad CPF, too many installments', async () => {
    const p = await produtosBalcao(2);
    const funcionario = await clientAs('funcionario');
    const pix = await formaId('Pix');
    const credito = await formaId('Cartão de crédito');
    const linha = { produto_id: p.id, grade_id: p.grade, quantidade: 1 };
    const tabelas = ['vendas', 'itens_venda', 'pagamentos_venda', 'movimentos_caixa', 'movimentacoes_estoque'];
    const antes = await Promise.all(tabelas.map(contagem));

    const tentativa = (args: Record<string, unknown>) =>
      funcionario.rpc('finalizar_venda', { p_itens: [linha], p_pagamentos: [{ forma_pagamento_id: pix, valor: 89.9 }], ...args });
    expect((await tentativa({ p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 }] })).error?.message).toBe('Os pagamentos somam R$ 50,00, mas o total da venda é R$ 89,90.');
    expect((await tentativa({ p_pagamentos: [{ forma_pagamento_id: pix, valor: 89.901 }] })).error?.message).toBe('Informe um valor válido em Pix.');
    expect((await tentativa({ p_desconto: 9.9, p_pagamentos: [{ forma_pagamento_id: pix, valor: 80 }] })).error?.message).toBe('Desconto acima de 10% só com um administrador.');
    expect((await tentativa({ p_cpf_na_nota: '111.111.111-11' })).error).toMatchObject({ hint: 'cpf_na_nota', message: 'CPF inválido' });
    expect((await tentativa({ p_pagamentos: [{ forma_pagamento_id: credito, valor: 89.9, parcelas: 7 }] })).error?.message).toBe('Cartão de crédito aceita de 1 a 6 parcelas.');
    expect((await tentativa({ p_pagamentos: [{ forma_pagamento_id: pix, valor: 89.9, valor_recebido: 100 }] })).error?.message).toBe('Valor recebido e troco são só para dinheiro.');
    // Both units reserved by a storefront order: not for the counter.
    const pedido = await (await clientAs('cliente')).rpc('registrar_pedido', { p_itens: [{ ...linha, quantidade: 2 }] });
    expect(pedido.error).toBeNull();
    expect((await tentativa({})).error?.message).toBe(`Estoque insuficiente para ${p.nome} (Coral/M): disponível 0`);
    expect(await Promise.all(tabelas.map(contagem))).toEqual(antes.map((n, i) => (tabelas[i] === 'vendas' ? n + 1 : tabelas[i] === 'itens_venda' ? n + 1 : n)));

    // The admin may give more than the limit.
    await sql('update public.vendas set reserva_expira_em = now() - interval $$1 minute$$ where id = $1', [pedido.data.id]);
    const admin = await (await clientAs('admin')).rpc('finalizar_venda', { p_itens: [linha], p_desconto: 20, p_pagamentos: [{ forma_pagamento_id: pix, valor: 69.9 }] });
    expect(admin.error).toBeNull();
    expect(admin.data.total).toBe(69.9);
  });

  it('confirms a storefront order with its payment: stock out, reservation gone; an expired or confirmed one is refused', async () => {
    const p = await produtosBalcao(3);
    const cliente = await clientAs('cliente');
    const funcionario = await clientAs('funcionario');
    const { data: pedido } = await cliente.rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 2 }] });
    const debito = await formaId('Cartão de débito');

    const { data, error } = await funcionario.rpc('confirmar_pedido', { p_venda_id: pedido.id, p_pagamentos: [{ forma_pagamento_id: debito, valor: 179.8 }] });
    expect(error).toBeNull();
    expect(data).toMatchObject({ codigo: pedido.codigo, total: 179.8, troco: 0 });
    expect((await sql('select situacao from public.vendas_situacao where id = $1', [pedido.id]))[0]).toEqual({ situacao: 'confirmada' });
    expect(await estoqueGrade(p.grade)).toBe(1);
    expect((await sql('select coalesce(sum(reservado), 0)::int r from public.estoque_reservado where produto_id = $1', [p.id]))[0]).toEqual({ r: 0 });
    // The kardex shows the sale.
    const kardex = await funcionario.from('estoque_kardex').select('tipo, quantidade, motivo').eq('produto_id', p.id);
    expect(kardex.data).toEqual([{ tipo: 'saida', quantidade: 2, motivo: 'Venda' }]);
    expect((await funcionario.rpc('confirmar_pedido', { p_venda_id: pedido.id, p_pagamentos: [{ forma_pagamento_id: debito, valor: 179.8 }] })).error?.message).toBe('Este pedido já foi confirmado.');

    const { data: outro } = await cliente.rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }] });
    await sql(`update public.vendas set reserva_expira_em = timestamptz '2026-11-20 13:00:00-03' where id = $1`, [outro.id]);
    expect((await funcionario.rpc('confirmar_pedido', { p_venda_id: outro.id, p_pagamentos: [{ forma_pagamento_id: debito, valor: 89.9 }] })).error).toMatchObject({
      hint: 'expirado',
      message: 'Este pedido expirou em 20/11/2026 13:00. Registre uma nova venda.',
    });
    // A sale's movement cannot be edited away by hand.
    const [movimento] = await sql<{ id: string }>('select id from public.movimentacoes_estoque where venda_id = $1', [pedido.id]);
    expect((await (await clientAs('admin')).rpc('excluir_movimentacao', { p_id: Number(movimento.id) })).error?.message).toBe(
      'Esta movimentação é de uma venda: cancele a venda para devolver o estoque.',
    );
  });

  it('cancelling: a pending order frees its units; a confirmed sale only by an admin, with its stock and money back', async () => {
    const p = await produtosBalcao(4);
    const cliente = await clientAs('cliente');
    const funcionario = await clientAs('funcionario');
    const admin = await clientAs('admin');
    const { data: pedido } = await cliente.rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 3 }] });
    expect((await funcionario.rpc('cancelar_venda', { p_venda_id: pedido.id, p_motivo: '  ' })).error?.message).toBe('Informe o motivo do cancelamento.');
    expect((await funcionario.rpc('cancelar_venda', { p_venda_id: pedido.id, p_motivo: 'Cliente desistiu' })).error).toBeNull();
    expect((await sql('select coalesce(sum(reservado), 0)::int r from public.estoque_reservado where produto_id = $1', [p.id]))[0]).toEqual({ r: 0 });

    const dinheiro = await formaId('Dinheiro');
    const { data: venda } = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 2 }],
      p_pagamentos: [{ forma_pagamento_id: dinheiro, valor: 179.8, valor_recebido: 200 }],
    });
    expect(await estoqueGrade(p.grade)).toBe(2);
    const esperado = (await resumo(funcionario)).dinheiro_esperado;
    expect((await funcionario.rpc('cancelar_venda', { p_venda_id: venda.id, p_motivo: 'Troca de ideia' })).error?.message).toBe('Só um administrador cancela uma venda confirmada.');

    expect((await admin.rpc('cancelar_venda', { p_venda_id: venda.id, p_motivo: 'Cobrança em duplicidade' })).error).toBeNull();
    expect(await estoqueGrade(p.grade)).toBe(4);
    expect(await sql('select tipo, motivo, observacoes from public.movimentacoes_estoque where venda_id = $1 order by id', [venda.id])).toEqual([
      { tipo: 'saida', motivo: 'Venda', observacoes: `Venda ${venda.codigo}` },
      { tipo: 'entrada', motivo: 'Devolução', observacoes: `Cancelamento da venda ${venda.codigo}` },
    ]);
    expect((await resumo(funcionario)).dinheiro_esperado).toBeCloseTo(esperado - 179.8, 2);
    expect((await sql('select status, motivo_cancelamento from public.vendas where id = $1', [venda.id]))[0]).toEqual({ status: 'cancelada', motivo_cancelamento: 'Cobrança em duplicidade' });
    expect((await admin.rpc('cancelar_venda', { p_venda_id: venda.id, p_motivo: 'de novo' })).error?.message).toBe('Esta venda já foi cancelada.');
  });

  it('sangria and suprimento with a reason; closing records the counted cash, what was expected and the difference', async () => {
    const funcionario = await clientAs('funcionario');
    const esperado = (await resumo(funcionario)).dinheiro_esperado;
    expect((await funcionario.rpc('movimentar_caixa', { p_tipo: 'sangria', p_valor: 10, p_motivo: '' })).error?.message).toBe('Informe o motivo.');
    expect((await funcionario.rpc('movimentar_caixa', { p_tipo: 'sangria', p_valor: esperado + 1, p_motivo: 'Depósito' })).error?.message).toMatch(/^A sangria \(R\$ [\d.,]+\) é maior que o dinheiro no caixa \(R\$ [\d.,]+\)\.$/);
    expect((await funcionario.rpc('movimentar_caixa', { p_tipo: 'sangria', p_valor: 50, p_motivo: 'Depósito no banco' })).error).toBeNull();
    expect((await funcionario.rpc('movimentar_caixa', { p_tipo: 'suprimento', p_valor: 20.5, p_motivo: 'Troco miúdo' })).error).toBeNull();
    const agora = await resumo(funcionario);
    expect(agora.dinheiro_esperado).toBeCloseTo(esperado - 50 + 20.5, 2);

    const { data, error } = await funcionario.rpc('fechar_caixa', { p_dinheiro_contado: agora.dinheiro_esperado - 2.25 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ dinheiro_esperado: agora.dinheiro_esperado, diferenca: -2.25, sangrias: 50, suprimentos: 20.5 });
    expect(data.por_forma.map((f: { forma: string }) => f.forma)).toEqual(['Dinheiro', 'Pix', 'Cartão de débito']);
    expect(await funcionario.rpc('resumo_caixa')).toMatchObject({ data: null });
    expect((await funcionario.rpc('fechar_caixa', { p_dinheiro_contado: 0 })).error?.message).toBe('Não há caixa aberto.');
  });
});

describe('a sale\'s stock, one statement per table (migration 20261128001400)', () => {
  it('moves every line at once, sums the grades into the product, and refuses the first line the physical stock cannot cover, writing nothing', async () => {
    const p = await produto(5);
    const { data, error } = await pedir([
      { produto_id: p.id, grade_id: p.grade, quantidade: 3 },
      { produto_id: p.semGrade, quantidade: 1 },
    ]);
    expect(error).toBeNull();
    const mover = () => sql(`select public._movimentar_estoque_da_venda(v, 'saida', null) from public.vendas v where v.id = $1`, [data.id]);
    const estado = async () =>
      (await sql<{ grade: number; produto: number; sem_grade: number; razao: number }>(
        `select (select estoque_atual from public.grades_produto where id = $1) grade, (select estoque_atual from public.produtos where id = $2) produto,
                (select estoque_atual from public.produtos where id = $3) sem_grade,
                (select count(*)::int from public.movimentacoes_estoque where venda_id = $4) razao`,
        [p.grade, p.id, p.semGrade, data.id],
      ))[0];

    // The physical stock fell below the order behind the functions' backs: the last check still holds.
    await sql('update public.grades_produto set estoque_atual = 1 where id = $1', [p.grade]);
    await expect(mover()).rejects.toMatchObject({ message: `Estoque insuficiente para ${p.nome} (Coral/M): disponível 1, solicitado 3`, hint: 'estoque_insuficiente' });
    expect(await estado()).toEqual({ grade: 1, produto: 1, sem_grade: 4, razao: 0 });

    await sql('update public.grades_produto set estoque_atual = 5 where id = $1', [p.grade]);
    await mover();
    expect(await estado()).toEqual({ grade: 2, produto: 2, sem_grade: 3, razao: 2 });
    expect(await sql('select motivo, observacoes, quantidade from public.movimentacoes_estoque where venda_id = $1 order by id', [data.id])).toEqual([
      { motivo: 'Venda', observacoes: `Venda ${data.codigo}`, quantidade: 3 },
      { motivo: 'Venda', observacoes: `Venda ${data.codigo}`, quantidade: 1 },
    ]);
  });
});
