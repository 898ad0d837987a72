/**
 * What the sales screens read and the order they edit (issue 24, migration 20261128000600):
 * vendas_pagina (search by number, customer or CPF with every word in any order, situação, origem,
 * period, the filtered totals, newest first), venda_detalhe (lines, payments, the stock movements, the
 * history) and alterar_pedido (a pending order edited before it is confirmed, every refusal writing
 * nothing). Staff only; a `user` login reads and never writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelarPedidosDoCliente, clientAs, fecharCaixasAbertos, formaId, novoCpf, sql, unique } from './support.ts';




beforeAll(async () => {
  await fecharCaixasAbertos();
  await cancelarPedidosDoCliente();
  await (await clientAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 100 });
});
afterAll(async () => {
  await fecharCaixasAbertos();
  await cancelarPedidosDoCliente();
});

/** A product at R$ 50,00 (cost 20) with grades Azul/P and Azul/M of 5 units each. */
async function produto() {
  const nome = unique('Saída Tela');
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, categoria_id) values ($1, 50, 20, 1) returning id`,
    [nome],
  );
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 5), ($1, 'Azul', 'M', 5) returning id`,
    [p.id],
  );
  return { id: Number(p.id), p: Number(grades[0].id), m: Number(grades[1].id), nome };
}

interface Pagina {
  total: number;
  valor: number;
  valor_confirmado: number;
  linhas: { codigo: string; situacao: string; origem: string; cliente_nome: string | null; itens: number; total: number }[];
}

describe('the sales list, a sale page and editing an order', () => {
  it('finds a sale by every word of its customer, by number and by CPF; filters by situação, origem and period, with the totals', async () => {
    const p = await produto();
    const sobrenome = unique('Quintanilha').replace(/-/g, '');
    const cpf = novoCpf();
    const [cliente] = await sql<{ id: string }>(
      `insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(21) 99999-0000', 'tela@example.com') returning id`,
      [`Márcia ${sobrenome}`, cpf],
    );
    const funcionario = await clientAs('funcionario');
    const pix = await formaId('Pix');
    const vendas = [];
    for (const quantidade of [1, 2]) {
      const { data, error } = await funcionario.rpc('finalizar_venda', {
        p_itens: [{ produto_id: p.id, grade_id: p.p, quantidade }],
        p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 * quantidade }],
        p_cliente_id: Number(cliente.id),
      });
      expect(error).toBeNull();
      vendas.push(data as { id: number; codigo: string });
    }
    await (await clientAs('admin')).rpc('cancelar_venda', { p_venda_id: vendas[0].id, p_motivo: 'Desistiu' });

    const pagina = async (args: Record<string, unknown>) => {
      const { data, error } = await funcionario.rpc('vendas_pagina', args);
      expect(error).toBeNull();
      return data as Pagina;
    };
    // Every word, any order, accents and case aside: newest first, the totals of what is listed.
    const busca = await pagina({ p_busca: `${sobrenome.toUpperCase()} marcia` });
    expect(busca.linhas.map((l) => [l.codigo, l.situacao, l.origem, l.cliente_nome, l.itens, l.total])).toEqual([
      [vendas[1].codigo, 'confirmada', 'balcao', `Márcia ${sobrenome}`, 2, 100],
      [vendas[0].codigo, 'cancelada', 'balcao', `Márcia ${sobrenome}`, 1, 50],
    ]);
    expect(busca).toMatchObject({ total: 2, valor: 150, valor_confirmado: 100 });
    expect((await pagina({ p_busca: vendas[1].codigo.toLowerCase() })).linhas.map((l) => l.codigo)).toEqual([vendas[1].codigo]);
    expect((await pagina({ p_busca: cpf.replace(/\D/g, '') })).total).toBe(2);
    expect((await pagina({ p_busca: sobrenome, p_situacao: 'cancelada' })).linhas.map((l) => l.codigo)).toEqual([vendas[0].codigo]);
    expect((await pagina({ p_busca: sobrenome, p_origem: 'catalogo' })).total).toBe(0);
    const hoje = new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
    expect((await pagina({ p_busca: sobrenome, p_de: hoje, p_ate: hoje })).total).toBe(2);
    expect((await pagina({ p_busca: sobrenome, p_ate: '2026-01-01' })).total).toBe(0);
    // A page past the end: no rows, the total still there.
    expect(await pagina({ p_busca: sobrenome, p_pagina: 3, p_por_pagina: 1 })).toMatchObject({ total: 2, linhas: [] });

    // A renamed customer is found by the new name.
    await sql('update public.clientes set nome = $1 where id = $2', [`Marcia Renomeada ${sobrenome}`, cliente.id]);
    expect((await pagina({ p_busca: `renomeada ${sobrenome}` })).total).toBe(2);

    expect((await funcionario.rpc('vendas_pagina', { p_situacao: 'finalizada' })).error?.message).toBe('Situação de venda inválida.');
    expect((await funcionario.rpc('vendas_pagina', { p_de: '2026-02-01', p_ate: '2026-01-01' })).error?.message).toBe('A data inicial é depois da final.');
    expect((await (await clientAs('cliente')).rpc('vendas_pagina', {})).error?.message).toBe('Sem permissão para ver as vendas');
    expect((await (await clientAs('user')).rpc('vendas_pagina', { p_busca: sobrenome })).data).toMatchObject({ total: 2 });

    // The sale's page: lines, payments, the ledger's movements of the sale and its cancellation, the history.
    const { data: detalhe, error: erroDetalhe } = await (await clientAs('user')).rpc('venda_detalhe', { p_venda_id: vendas[0].id });
    expect(erroDetalhe).toBeNull();
    expect(detalhe.venda).toMatchObject({ codigo: vendas[0].codigo, situacao: 'cancelada', cliente_nome: `Marcia Renomeada ${sobrenome}`, motivo_cancelamento: 'Desistiu' });
    expect(detalhe.venda).not.toHaveProperty('busca');
    expect(detalhe.itens).toEqual([expect.objectContaining({ descricao: `${p.nome} (Azul/P)`, quantidade: 1, preco_unitario: 50, total: 50 })]);
    expect(detalhe.pagamentos).toEqual([expect.objectContaining({ forma: 'Pix', tipo: 'pix', valor: 50, parcelas: 1 })]);
    expect(detalhe.movimentacoes.map((m: { tipo: string; motivo: string; quantidade: number }) => [m.tipo, m.motivo, m.quantidade])).toEqual([
      ['saida', 'Venda', 1],
      ['entrada', 'Devolução', 1],
    ]);
    expect(detalhe.historico.map((h: { evento: string }) => h.evento)).toEqual(['venda', 'cancelada']);
    expect(detalhe.historico[1]).toMatchObject({ motivo: 'Desistiu', por: expect.any(String) });
    expect((await funcionario.rpc('venda_detalhe', { p_venda_id: 0 })).data).toBeNull();
    expect((await (await clientAs('cliente')).rpc('venda_detalhe', { p_venda_id: vendas[0].id })).error?.message).toBe('Sem permissão para ver as vendas');
  });

  it('edits a pending order: swaps the size, changes quantities, gives a discount; refusals change nothing', async () => {
    const p = await produto();
    const { data: pedido, error } = await (await clientAs('cliente')).rpc('registrar_pedido', {
      p_itens: [{ produto_id: p.id, grade_id: p.p, quantidade: 2 }],
    });
    expect(error).toBeNull();
    const linhas = async () =>
      sql('select grade_id::int, quantidade, desconto, total from public.itens_venda where venda_id = $1 order by id', [pedido.id]);
    const funcionario = await clientAs('funcionario');

    // P → M, three units (the order's own two of P no longer count against M), R$ 5,00 off the line and R$ 5,00 off the order.
    const alterado = await funcionario.rpc('alterar_pedido', {
      p_venda_id: pedido.id,
      p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 3, desconto: 5 }],
      p_desconto: 5,
    });
    expect(alterado.error).toBeNull();
    expect(alterado.data).toMatchObject({ codigo: pedido.codigo, subtotal: 145, desconto: 5, total: 140 });
    expect(await linhas()).toEqual([{ grade_id: p.m, quantidade: 3, desconto: '5.00', total: '145.00' }]);
    expect((await sql('select sum(reservado)::int r from public.estoque_reservado where grade_id = $1', [p.m]))[0]).toEqual({ r: 3 });

    const antes = await linhas();
    const recusas = [
      [{ p_venda_id: pedido.id, p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 6 }] }, `Estoque insuficiente para ${p.nome} (Azul/M): disponível 5`],
      [{ p_venda_id: pedido.id, p_itens: [] }, 'Adicione pelo menos um produto à venda.'],
      [{ p_venda_id: pedido.id, p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }], p_desconto: 20 }, 'Desconto acima de 10% só com um administrador.'],
    ] as const;
    for (const [args, mensagem] of recusas) expect((await funcionario.rpc('alterar_pedido', args)).error?.message).toBe(mensagem);
    expect((await (await clientAs('user')).rpc('alterar_pedido', { p_venda_id: pedido.id, p_itens: [] })).error?.message).toBe('Sem permissão para alterar pedidos.');
    expect(await linhas()).toEqual(antes);

    // An admin gives any discount; a confirmed or expired order is no longer edited.
    expect((await (await clientAs('admin')).rpc('alterar_pedido', { p_venda_id: pedido.id, p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }], p_desconto: 20 })).error).toBeNull();
    await sql(`update public.vendas set reserva_expira_em = now() - interval '1 minute' where id = $1`, [pedido.id]);
    expect((await funcionario.rpc('alterar_pedido', { p_venda_id: pedido.id, p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }] })).error?.hint).toBe('expirado');
  });

  it('the counter sale\'s lookup: a grade by its barcode, products by every word, each cell with its disponível', async () => {
    const p = await produto();
    const codigo = unique('789').replace(/\D/g, '').slice(0, 13);
    await sql('update public.grades_produto set codigo_barras = $1 where id = $2', [codigo, p.m]);
    const { error } = await (await clientAs('cliente')).rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 2 }] });
    expect(error).toBeNull();
    const funcionario = await clientAs('funcionario');

    const { data: lido } = await funcionario.rpc('produtos_para_venda', { p_codigo: codigo });
    expect(lido).toEqual([
      expect.objectContaining({
        id: p.id,
        nome: p.nome,
        preco_venda: 50,
        grade_id: p.m,
        grades: [
          expect.objectContaining({ id: p.p, cor: 'Azul', tamanho: 'P', estoque: 5, disponivel: 5 }),
          expect.objectContaining({ id: p.m, cor: 'Azul', tamanho: 'M', estoque: 5, disponivel: 3, codigo_barras: codigo }),
        ],
      }),
    ]);
    const palavras = p.nome.split('-').slice(-2).reverse().join(' ');
    expect((await funcionario.rpc('produtos_para_venda', { p_busca: `${palavras} saida` })).data).toEqual([expect.objectContaining({ id: p.id, grade_id: null })]);
    expect((await funcionario.rpc('produtos_para_venda', { p_codigo: '0000000000000' })).data).toEqual([]);
    expect((await (await clientAs('cliente')).rpc('produtos_para_venda', { p_busca: 'saida' })).error?.message).toBe('Sem permissão para ver os produtos');
  });
});
