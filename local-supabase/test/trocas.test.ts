/**
 * Trocas e devoluções with vale-troca (issue 26, migration 20261129002000): registrar_troca values what
 * comes back at what was PAID (the sale's discount shared out, cents exact when every unit is back),
 * never lets more come back than was sold minus what already came back, puts the units back through
 * the ledger (motivo Devolução, referencing the exchange; "com defeito" recorded, not restocked), takes
 * the new lines out as a sale, and settles the difference: paid like the counter sale, a vale-troca, or
 * (admin) cash from the open session. The vale is a payment form at the counter; its saldo is its
 * ledger; concurrent spends of one vale: exactly one wins. Every refusal: its exact message, nothing
 * written. RLS: staff read, cliente and anon nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, fecharCaixasAbertos, formaId, novoCpf, sql, unique } from './support.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

beforeAll(async () => {
  await fecharCaixasAbertos();
  await (await clientAs('admin')).rpc('abrir_caixa', { p_valor_abertura: 100 });
});
afterAll(fecharCaixasAbertos);

/** A product at R$ 100,00 (cost 40) with grades Azul/P and Azul/M of 5 units each, and a cap at R$ 30,00 without grades (10 units). */
async function produtos() {
  const nome = unique('Saída Troca');
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id) values ($1, 100, 30, 10, 1) returning id`,
    [nome],
  );
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 5), ($1, 'Azul', 'M', 5) returning id`,
    [p.id],
  );
  const [b] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 30, 10, 2) returning id`, [
    unique('Boné Troca'),
  ]);
  return { id: Number(p.id), nome, p: Number(grades[0].id), m: Number(grades[1].id), bone: Number(b.id) };
}

const estoqueGrade = async (id: number) => Number((await sql<{ e: number }>('select estoque_atual e from public.grades_produto where id = $1', [id]))[0].e);
const estoqueProduto = async (id: number) => Number((await sql<{ e: number }>('select estoque_atual e from public.produtos where id = $1', [id]))[0].e);

/** Every row an exchange may write, to assert a refusal wrote none. */
const contagem = async () =>
  (
    await sql(`select (select count(*) from public.trocas)::int trocas, (select count(*) from public.trocas_itens_devolvidos)::int devolvidos,
                      (select count(*) from public.trocas_itens_novos)::int novos, (select count(*) from public.vales_troca)::int vales,
                      (select count(*) from public.vales_troca_movimentos)::int vale_movimentos, (select count(*) from public.pagamentos_troca)::int pagamentos,
                      (select count(*) from public.movimentos_caixa)::int caixa, (select count(*) from public.movimentacoes_estoque)::int estoque,
                      (select count(*) from public.titulos)::int titulos, (select count(*) from public.pagamentos_venda)::int pagamentos_venda`)
  )[0];

async function novoCliente() {
  const [c] = await sql<{ id: string }>(`insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'troca@example.com') returning id`, [unique('Marina Troca'), novoCpf()]);
  return Number(c.id);
}

/** A counter sale by `quem`, answered with its id, code and lines (ids in order). */
async function vender(quem: SupabaseClient, itens: unknown[], total: number, extra: Record<string, unknown> = {}) {
  const { data, error } = await quem.rpc('finalizar_venda', {
    p_itens: itens,
    p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: total }],
    ...extra,
  });
  expect(error).toBeNull();
  const linhas = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1 order by id', [data.id]);
  return { id: data.id as number, codigo: data.codigo as string, itens: linhas.map((l) => Number(l.id)) };
}

const valeForma = async () => Number((await sql<{ id: string }>(`select id from public.formas_pagamento where tipo = 'vale' order by id limit 1`))[0].id);

describe('registrar_troca', () => {
  it('exchanges P for M on a sale with a discount: the P back at what was paid, the M out as a sale, the difference paid with Pix', async () => {
    const p = await produtos();
    const cliente = await novoCliente();
    const funcionario = await clientAs('funcionario');
    // 1 × P (100) + 1 × boné (30) = 130, − 13 on the sale (10 %): total 117. The P's share of the discount: 10,00.
    const venda = await vender(admin(), [{ produto_id: p.id, grade_id: p.p, quantidade: 1 }, { produto_id: p.bone, quantidade: 1 }], 117, {
      p_desconto: 13,
      p_cliente_id: cliente,
    });
    expect(await estoqueGrade(p.p)).toBe(4);

    // The M now costs 110: difference 110 − 90 = 20.
    await sql('update public.produtos set preco_venda = 110 where id = $1', [p.id]);
    const { data, error } = await funcionario.rpc('registrar_troca', {
      p_venda_id: venda.id,
      p_devolvidos: [{ item_venda_id: venda.itens[0], quantidade: 1, motivo: 'Tamanho' }],
      p_novos: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }],
      p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: 20 }],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      codigo: expect.stringMatching(/^T-\d{6}$/),
      valor_devolvido: 90,
      valor_novo: 110,
      diferenca: 20,
      acerto: 'pagamento',
      troco: 0,
      vale: null,
    });
    // Kardex: P back (5), M out (4), both referencing the exchange.
    expect(await estoqueGrade(p.p)).toBe(5);
    expect(await estoqueGrade(p.m)).toBe(4);
    expect(await sql('select tipo, grade_id::int, quantidade, preco_unitario, motivo, observacoes from public.movimentacoes_estoque where troca_id = $1 order by id', [data.id])).toEqual([
      { tipo: 'entrada', grade_id: p.p, quantidade: 1, preco_unitario: '90.00', motivo: 'Devolução', observacoes: `Troca ${data.codigo}` },
      { tipo: 'saida', grade_id: p.m, quantidade: 1, preco_unitario: '110.00', motivo: 'Venda', observacoes: `Troca ${data.codigo}` },
    ]);
    expect(await sql('select cliente_id::int, venda_id::int, valor_devolvido, valor_novo, diferenca, acerto from public.trocas where id = $1', [data.id])).toEqual([
      { cliente_id: cliente, venda_id: venda.id, valor_devolvido: '90.00', valor_novo: '110.00', diferenca: '20.00', acerto: 'pagamento' },
    ]);
    expect(await sql('select descricao, quantidade, valor, custo_unitario, motivo, com_defeito from public.trocas_itens_devolvidos where troca_id = $1', [data.id])).toEqual([
      { descricao: `${p.nome} (Azul/P)`, quantidade: 1, valor: '90.00', custo_unitario: '40.00', motivo: 'Tamanho', com_defeito: false },
    ]);
    expect(await sql('select tipo, valor, venda_id from public.movimentos_caixa where troca_id = $1', [data.id])).toEqual([{ tipo: 'venda', valor: '20.00', venda_id: null }]);
    // The difference's receipt, settled on the day (Pix), origem troca.
    expect(await sql(`select lado, origem, valor, saldo, status, documento from public.titulos where origem = 'troca' and origem_id = $1`, [data.id])).toEqual([
      { lado: 'receber', origem: 'troca', valor: '20.00', saldo: '0.00', status: 'pago', documento: data.codigo },
    ]);

    // The screen's reads: the sale with what is left to return, the list (every word), the detail.
    const { data: paraTroca } = await funcionario.rpc('venda_para_troca', { p_venda_id: venda.id });
    expect(paraTroca.itens.map((i: { restante: number; pago: number; valor_unidade: number }) => [i.restante, i.pago, i.valor_unidade])).toEqual([
      [0, 90, 0],
      [1, 27, 27],
      [1, 110, 110],
    ]);
    expect(paraTroca.trocas).toEqual([expect.objectContaining({ codigo: data.codigo, diferenca: 20 })]);
    // "Trocar tamanho": the product's other cells with what is available now (M: 4 after the exchange).
    expect(paraTroca.itens[0]).toMatchObject({ cor: 'Azul', tamanho: 'P', preco_atual: 110, outras_grades: [{ id: p.m, cor: 'Azul', tamanho: 'M', disponivel: 4 }] });
    const [{ nome }] = await sql<{ nome: string }>('select nome from public.clientes where id = $1', [cliente]);
    const { data: pagina } = await (await clientAs('user')).rpc('trocas_pagina', { p_busca: `${venda.codigo.toLowerCase()} ${nome.split(' ')[0]}` });
    expect(pagina).toMatchObject({ total: 1, valor_devolvido: 90, valor_novo: 110 });
    expect(pagina.linhas[0]).toMatchObject({ codigo: data.codigo, venda_codigo: venda.codigo, cliente_nome: nome, itens_devolvidos: 1, itens_novos: 1, acerto: 'pagamento' });
    // Filtered to vale-troca, this exchange (paid) is left out; other files' vale exchanges may share digits with its code.
    const soVales = (await funcionario.rpc('trocas_pagina', { p_busca: data.codigo, p_acerto: 'vale', p_por_pagina: 100 })).data;
    expect(soVales.linhas.map((l: { codigo: string }) => l.codigo)).not.toContain(data.codigo);
    // A renamed customer is found by the new name.
    const sobrenome = unique('Renomeada').replace(/-/g, '');
    await sql('update public.clientes set nome = $1 where id = $2', [`Marina ${sobrenome}`, cliente]);
    expect((await funcionario.rpc('trocas_pagina', { p_busca: `${sobrenome.toLowerCase()} marina` })).data).toMatchObject({ total: 1 });
    await sql('update public.clientes set nome = $1 where id = $2', [nome, cliente]);
    expect((await funcionario.rpc('trocas_pagina', { p_acerto: 'qualquer' })).error?.message).toBe('Acerto de troca inválido.');
    const { data: detalhe } = await funcionario.rpc('troca_detalhe', { p_id: data.id });
    expect(detalhe.troca).toMatchObject({ codigo: data.codigo, venda_codigo: venda.codigo, cliente_nome: nome });
    expect(detalhe.troca).not.toHaveProperty('busca');
    expect(detalhe.pagamentos).toEqual([expect.objectContaining({ forma: 'Pix', valor: 20 })]);
    expect(detalhe.novos).toEqual([expect.objectContaining({ descricao: `${p.nome} (Azul/M)`, total: 110 })]);

    // The M handed out by the exchange can come back too, through the same sale, at what it cost (110,00):
    // it is listed after the sale's lines, named by its exchange.
    const mNovo = paraTroca.itens[2] as { chave: string; troca_item_id: number; troca_codigo: string; restante: number; pago: number };
    expect(mNovo).toMatchObject({ chave: `t${mNovo.troca_item_id}`, troca_codigo: data.codigo, restante: 1, pago: 110 });
    const volta = await funcionario.rpc('registrar_troca', {
      p_venda_id: venda.id,
      p_devolvidos: [{ troca_item_id: mNovo.troca_item_id, quantidade: 1, motivo: 'Modelo' }],
    });
    expect(volta.error).toBeNull();
    expect(volta.data).toMatchObject({ valor_devolvido: 110, acerto: 'vale' });
    expect(await estoqueGrade(p.m)).toBe(5);
    expect((await funcionario.rpc('registrar_troca', { p_venda_id: venda.id, p_devolvidos: [{ troca_item_id: mNovo.troca_item_id, quantidade: 1, motivo: 'Modelo' }] })).error?.message).toBe(
      `Só 0 de ${p.nome} (Azul/M) pode(m) ser devolvida(s): vendida(s) 1, já devolvida(s) 1.`,
    );
    expect((await funcionario.rpc('registrar_troca', { p_venda_id: venda.id, p_devolvidos: [{ troca_item_id: 0, quantidade: 1, motivo: 'Modelo' }] })).error?.message).toBe(
      'Um item devolvido não é desta venda.',
    );

    // Nothing more of that line can come back; the sale with an exchange cannot be cancelled.
    const antes = await contagem();
    const mais = await funcionario.rpc('registrar_troca', {
      p_venda_id: venda.id,
      p_devolvidos: [{ item_venda_id: venda.itens[0], quantidade: 1, motivo: 'Tamanho' }],
    });
    expect(mais.error?.message).toBe(`Só 0 de ${p.nome} (Azul/P) pode(m) ser devolvida(s): vendida(s) 1, já devolvida(s) 1.`);
    const cancelar = await admin().rpc('cancelar_venda', { p_venda_id: venda.id, p_motivo: 'Desistiu' });
    expect(cancelar.error?.message).toBe('Esta venda tem trocas registradas e não pode ser cancelada: registre uma devolução dos itens.');
    expect(await contagem()).toEqual(antes);
    expect(await estoqueGrade(p.p)).toBe(5);
  });

  it('shares the paid value over the units: returning 1 then 2 of 3 adds up to the cents paid', async () => {
    const p = await produtos();
    // 3 × 100 = 300, − 10 on the sale: 290 paid for the 3 (96,666…).
    const venda = await vender(admin(), [{ produto_id: p.id, grade_id: p.p, quantidade: 3 }], 290, { p_desconto: 10 });
    const funcionario = await clientAs('funcionario');
    const um = await funcionario.rpc('registrar_troca', {
      p_venda_id: venda.id,
      p_devolvidos: [{ item_venda_id: venda.itens[0], quantidade: 1, motivo: 'Arrependimento (7 dias)' }],
    });
    expect(um.error).toBeNull();
    expect(um.data).toMatchObject({ valor_devolvido: 96.67, diferenca: -96.67, acerto: 'vale' });
    const dois = await funcionario.rpc('registrar_troca', {
      p_venda_id: venda.id,
      p_devolvidos: [
        { item_venda_id: venda.itens[0], quantidade: 1, motivo: 'Cor' },
        { item_venda_id: venda.itens[0], quantidade: 1, motivo: 'Defeito', com_defeito: true },
      ],
    });
    expect(dois.error).toBeNull();
    expect(dois.data.valor_devolvido).toBe(193.33);
    expect(96.67 + 193.33).toBeCloseTo(290, 10);
    // The defective unit is recorded, not restocked: 5 − 3 + 2.
    expect(await estoqueGrade(p.p)).toBe(4);
    expect(await sql('select motivo, com_defeito, valor from public.trocas_itens_devolvidos where troca_id = $1 order by id', [dois.data.id])).toEqual([
      { motivo: 'Cor', com_defeito: false, valor: '96.66' },
      { motivo: 'Defeito', com_defeito: true, valor: '96.67' },
    ]);
    expect(await sql('select count(*)::int n from public.movimentacoes_estoque where troca_id = $1', [dois.data.id])).toEqual([{ n: 1 }]);
  });

  it('a return issues a vale-troca (validity from Configuração), an open título a pagar; the vale pays the next counter sale and is never spent twice', async () => {
    const p = await produtos();
    const cliente = await novoCliente();
    await sql('update public.empresa set vale_troca_validade_dias = 30 where id = 1');
    try {
      const venda = await vender(admin(), [{ produto_id: p.id, grade_id: p.m, quantidade: 2 }], 200, { p_cliente_id: cliente });
      const funcionario = await clientAs('funcionario');
      const { data, error } = await funcionario.rpc('registrar_troca', {
        p_venda_id: venda.id,
        p_devolvidos: [{ item_venda_id: venda.itens[0], quantidade: 2, motivo: 'Modelo' }],
        p_acerto: 'vale',
      });
      expect(error).toBeNull();
      const hoje = new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
      const validade = new Date(`${hoje}T12:00:00Z`);
      validade.setUTCDate(validade.getUTCDate() + 30);
      expect(data).toMatchObject({ acerto: 'vale', diferenca: -200, vale: { codigo: expect.stringMatching(/^VT-[0-9A-Z]{8}$/), valor: 200, saldo: 200, valido_ate: validade.toISOString().slice(0, 10) } });
      const codigo = data.vale.codigo as string;
      expect(await sql(`select lado, valor, saldo, status, cliente_id::int from public.titulos where origem = 'troca' and origem_id = $1`, [data.id])).toEqual([
        { lado: 'pagar', valor: '200.00', saldo: '200.00', status: 'aberto', cliente_id: cliente },
      ]);
      expect(await sql('select m.tipo, m.valor from public.vales_troca_movimentos m join public.vales_troca v on v.id = m.vale_id where v.codigo = $1', [codigo])).toEqual([
        { tipo: 'emissao', valor: '200.00' },
      ]);
      // The counter finds it by the customer.
      expect((await funcionario.rpc('vale_troca_consulta', { p_cliente_id: cliente })).data).toEqual([
        expect.objectContaining({ codigo, saldo: 200, vencido: false, troca_codigo: data.codigo }),
      ]);

      // Spent on the next counter sale: 2 × P (200) paid with 150 of the vale and 50 of Pix.
      const vale = await valeForma();
      const proxima = await funcionario.rpc('finalizar_venda', {
        p_itens: [{ produto_id: p.id, grade_id: p.p, quantidade: 2 }],
        p_pagamentos: [
          { forma_pagamento_id: vale, valor: 150, vale_codigo: codigo.toLowerCase() },
          { forma_pagamento_id: await formaId('Pix'), valor: 50 },
        ],
      });
      expect(proxima.error).toBeNull();
      expect(await sql('select saldo from public.vales_troca where codigo = $1', [codigo])).toEqual([{ saldo: '50.00' }]);
      expect(await sql(`select saldo, status from public.titulos where origem = 'troca' and origem_id = $1`, [data.id])).toEqual([{ saldo: '50.00', status: 'parcial' }]);
      expect(await sql('select vale_id is not null as com_vale, valor from public.pagamentos_venda where venda_id = $1 order by id', [proxima.data.id])).toEqual([
        { com_vale: true, valor: '150.00' },
        { com_vale: false, valor: '50.00' },
      ]);

      // More than its saldo, an unknown code, no code: refused, nothing written.
      const antes = await contagem();
      const venderCom = (pagamento: Record<string, unknown>) =>
        funcionario.rpc('finalizar_venda', { p_itens: [{ produto_id: p.bone, quantidade: 2 }], p_pagamentos: [{ forma_pagamento_id: vale, valor: 60, ...pagamento }] });
      expect((await venderCom({ vale_codigo: codigo })).error?.message).toBe(`O saldo do vale-troca ${codigo} é R$ 50,00, menor que R$ 60,00.`);
      expect((await venderCom({ vale_codigo: 'VT-00000000' })).error?.message).toBe('Vale-troca VT-00000000 não encontrado.');
      expect((await venderCom({})).error?.message).toBe('Informe o código do vale-troca.');
      expect(
        (await funcionario.rpc('finalizar_venda', { p_itens: [{ produto_id: p.bone, quantidade: 1 }], p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: 30, vale_codigo: codigo }] })).error
          ?.message,
      ).toBe('O código do vale-troca é só para a forma vale-troca.');
      await sql('update public.vales_troca set valido_ate = current_date - 40 where codigo = $1', [codigo]);
      const vencido = await venderCom({ vale_codigo: codigo, valor: 50 });
      expect(vencido.error?.message).toMatch(new RegExp(`^O vale-troca ${codigo} venceu em \\d{2}/\\d{2}/\\d{4}\\.$`));
      expect(await contagem()).toEqual(antes);
      await sql('update public.vales_troca set valido_ate = current_date + 30 where codigo = $1', [codigo]);

      // The sale paid with it cancelled: the vale gets its 150 back, the título's baixa is reversed.
      expect((await admin().rpc('cancelar_venda', { p_venda_id: proxima.data.id, p_motivo: 'Erro' })).error).toBeNull();
      expect(await sql('select saldo from public.vales_troca where codigo = $1', [codigo])).toEqual([{ saldo: '200.00' }]);
      expect(await sql(`select saldo, status from public.titulos where origem = 'troca' and origem_id = $1`, [data.id])).toEqual([{ saldo: '200.00', status: 'aberto' }]);
      expect((await sql<{ tipo: string }>('select m.tipo from public.vales_troca_movimentos m join public.vales_troca v on v.id = m.vale_id where v.codigo = $1 order by m.id', [codigo])).map((m) => m.tipo)).toEqual([
        'emissao',
        'uso',
        'estorno',
      ]);
      // The ledger is never edited.
      await expect(sql('delete from public.vales_troca_movimentos where vale_id = (select id from public.vales_troca where codigo = $1)', [codigo])).rejects.toThrow(
        'O histórico do vale-troca não pode ser alterado.',
      );
    } finally {
      await sql('update public.empresa set vale_troca_validade_dias = 90 where id = 1');
    }
  });

  it('concurrent spends of one vale: exactly one wins, the saldo never goes below zero', async () => {
    const p = await produtos();
    const venda = await vender(admin(), [{ produto_id: p.bone, quantidade: 1 }], 30);
    const funcionario = await clientAs('funcionario');
    const { data } = await funcionario.rpc('registrar_troca', {
      p_venda_id: venda.id,
      p_devolvidos: [{ item_venda_id: venda.itens[0], quantidade: 1, motivo: 'Outro' }],
    });
    const vale = await valeForma();
    const tentativas = await Promise.all(
      Array.from({ length: 6 }, () =>
        funcionario.rpc('finalizar_venda', {
          p_itens: [{ produto_id: p.bone, quantidade: 1 }],
          p_pagamentos: [{ forma_pagamento_id: vale, valor: 30, vale_codigo: data.vale.codigo }],
        }),
      ),
    );
    expect(tentativas.filter((t) => t.error === null)).toHaveLength(1);
    expect(new Set(tentativas.filter((t) => t.error).map((t) => t.error?.message))).toEqual(new Set([`O saldo do vale-troca ${data.vale.codigo} é R$ 0,00, menor que R$ 30,00.`]));
    expect(await sql('select saldo from public.vales_troca where codigo = $1', [data.vale.codigo])).toEqual([{ saldo: '0.00' }]);
  });

  it('an admin returns without the sale at the current price and refunds cash from the open session', async () => {
    const p = await produtos();
    const adm = admin();
    const resumoAntes = (await adm.rpc('resumo_caixa')).data;
    const { data, error } = await adm.rpc('registrar_troca', {
      p_venda_id: null,
      p_devolvidos: [{ produto_id: p.bone, quantidade: 2, motivo: 'Arrependimento (7 dias)' }],
      p_acerto: 'dinheiro',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ valor_devolvido: 60, diferenca: -60, acerto: 'dinheiro', vale: null });
    expect(await estoqueProduto(p.bone)).toBe(12);
    expect(await sql('select tipo, valor, motivo from public.movimentos_caixa where troca_id = $1', [data.id])).toEqual([
      { tipo: 'estorno', valor: '60.00', motivo: `Troca ${data.codigo}` },
    ]);
    expect((await adm.rpc('resumo_caixa')).data.dinheiro_esperado).toBe(resumoAntes.dinheiro_esperado - 60);
    expect(await sql(`select lado, valor, saldo, status from public.titulos where origem = 'troca' and origem_id = $1`, [data.id])).toEqual([
      { lado: 'pagar', valor: '60.00', saldo: '0.00', status: 'pago' },
    ]);
    const { data: detalhe } = await adm.rpc('troca_detalhe', { p_id: data.id });
    expect(detalhe).toMatchObject({ devolucao_dinheiro: 60, vale: null, troca: { venda_codigo: null } });
  });

  it('refuses, in Portuguese, writing nothing', async () => {
    const p = await produtos();
    const venda = await vender(admin(), [{ produto_id: p.id, grade_id: p.p, quantidade: 1 }], 100);
    const funcionario = await clientAs('funcionario');
    const item = venda.itens[0];
    const dev = [{ item_venda_id: item, quantidade: 1, motivo: 'Tamanho' }];
    const pix = await formaId('Pix');
    const antes = await contagem();
    const casos: [SupabaseClient, Record<string, unknown>, string][] = [
      [await clientAs('user'), { p_venda_id: venda.id, p_devolvidos: dev }, 'Sem permissão para registrar trocas.'],
      [await clientAs('cliente'), { p_venda_id: venda.id, p_devolvidos: dev }, 'Sem permissão para registrar trocas.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: [] }, 'Marque pelo menos um item devolvido.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: [{ item_venda_id: item, quantidade: 0, motivo: 'Tamanho' }] }, 'Informe o item e a quantidade (de 1 a 9999) de cada devolução.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: [{ item_venda_id: item, quantidade: 1, motivo: 'Enjoou' }] }, 'Escolha o motivo de cada item devolvido.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: [{ item_venda_id: item, quantidade: 2, motivo: 'Tamanho' }] }, `Só 1 de ${p.nome} (Azul/P) pode(m) ser devolvida(s): vendida(s) 1, já devolvida(s) 0.`],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: [{ item_venda_id: 1, quantidade: 1, motivo: 'Tamanho' }] }, 'Um item devolvido não é desta venda.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: [{ produto_id: p.bone, quantidade: 1, motivo: 'Tamanho' }] }, 'Informe o item da venda de cada devolução.'],
      [funcionario, { p_venda_id: 0, p_devolvidos: dev }, 'Venda não encontrada.'],
      [funcionario, { p_venda_id: null, p_devolvidos: [{ produto_id: p.bone, quantidade: 1, motivo: 'Outro' }] }, 'Só um administrador registra uma devolução sem a venda.'],
      [admin(), { p_venda_id: null, p_devolvidos: [{ produto_id: p.id, quantidade: 1, motivo: 'Outro' }] }, `Escolha a cor e o tamanho de ${p.nome}.`],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: dev, p_acerto: 'dinheiro' }, 'Só um administrador devolve a diferença em dinheiro.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: dev, p_acerto: 'pix' }, 'Escolha vale-troca ou devolução em dinheiro.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: dev, p_pagamentos: [{ forma_pagamento_id: pix, valor: 10 }] }, 'Esta troca não tem diferença a pagar.'],
      [
        funcionario,
        { p_venda_id: venda.id, p_devolvidos: dev, p_novos: [{ produto_id: p.id, grade_id: p.m, quantidade: 2 }], p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 }] },
        'Os pagamentos somam R$ 50,00, mas a diferença da troca é R$ 100,00.',
      ],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: dev, p_novos: [{ produto_id: p.id, grade_id: p.m, quantidade: 2 }] }, 'Informe a forma de pagamento.'],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: dev, p_novos: [{ produto_id: p.id, grade_id: p.m, quantidade: 6 }] }, `Estoque insuficiente para ${p.nome} (Azul/M): disponível 5`],
      [funcionario, { p_venda_id: venda.id, p_devolvidos: dev, p_cliente_id: 0 }, 'Cliente não encontrado ou inativo.'],
      [admin(), { p_venda_id: venda.id, p_devolvidos: dev, p_acerto: 'dinheiro' }, 'O caixa tem R$ 0,00 em dinheiro, menos que os R$ 100,00 a devolver.'],
    ];
    // The drawer's cash taken out so the cash refund has none to give.
    const adm = admin();
    const esperado = (await adm.rpc('resumo_caixa')).data.dinheiro_esperado as number;
    if (esperado > 0) expect((await adm.rpc('movimentar_caixa', { p_tipo: 'sangria', p_valor: esperado, p_motivo: 'Teste de troca' })).error).toBeNull();
    const depoisDaSangria = await contagem();
    for (const [quem, args, mensagem] of casos) {
      const { error } = await quem.rpc('registrar_troca', args);
      expect(error?.message, JSON.stringify(args)).toBe(mensagem);
    }
    expect(await contagem()).toEqual(depoisDaSangria);
    expect(depoisDaSangria.trocas).toBe(antes.trocas);
    expect(await estoqueGrade(p.p)).toBe(4);

    // A pending or cancelled sale has no exchange; a closed cash session takes no difference.
    await sql(`update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Teste' where id = $1`, [venda.id]);
    expect((await funcionario.rpc('registrar_troca', { p_venda_id: venda.id, p_devolvidos: dev })).error?.message).toBe('Só uma venda confirmada pode ter troca ou devolução.');
    await sql(`update public.vendas set status = 'confirmada', cancelada_em = null, motivo_cancelamento = null where id = $1`, [venda.id]);
    await fecharCaixasAbertos();
    try {
      const fechado = await funcionario.rpc('registrar_troca', {
        p_venda_id: venda.id,
        p_devolvidos: dev,
        p_novos: [{ produto_id: p.id, grade_id: p.m, quantidade: 2 }],
        p_pagamentos: [{ forma_pagamento_id: pix, valor: 100 }],
      });
      expect(fechado.error?.message).toBe('Abra o caixa para receber a diferença.');
      expect((await adm.rpc('registrar_troca', { p_venda_id: venda.id, p_devolvidos: dev, p_acerto: 'dinheiro' })).error?.message).toBe('Abra o caixa para devolver o dinheiro.');
      expect(await contagem()).toEqual(depoisDaSangria);
      // Without money moving, an exchange needs no open cash session.
      expect((await funcionario.rpc('registrar_troca', { p_venda_id: venda.id, p_devolvidos: dev })).error).toBeNull();
    } finally {
      await adm.rpc('abrir_caixa', { p_valor_abertura: 100 });
    }
  });

  it('RLS: staff read the exchanges and vales; a cliente and anon read nothing and call nothing', async () => {
    const user = await clientAs('user');
    const cliente = await clientAs('cliente');
    const anon = await clientAs('anon');
    for (const tabela of ['trocas', 'trocas_itens_devolvidos', 'trocas_itens_novos', 'vales_troca', 'vales_troca_movimentos', 'pagamentos_troca']) {
      const staff = await user.from(tabela).select('id').limit(1);
      expect(staff.error, tabela).toBeNull();
      expect(staff.data?.length, tabela).toBe(1);
      expect((await cliente.from(tabela).select('id')).data, tabela).toEqual([]);
      expect((await anon.from(tabela).select('id')).error, tabela).not.toBeNull();
      expect((await user.from(tabela).insert({}).select()).error, tabela).not.toBeNull();
    }
    expect((await cliente.rpc('trocas_pagina', {})).error?.message).toBe('Sem permissão para ver as trocas.');
    expect((await cliente.rpc('vale_troca_consulta', { p_codigo: 'VT-00000000' })).error?.message).toBe('Sem permissão para ver os vales-troca.');
    expect((await anon.rpc('registrar_troca', { p_venda_id: 1, p_devolvidos: [] })).error).not.toBeNull();
  });
});

let adminClient: SupabaseClient | undefined;
beforeAll(async () => {
  adminClient = await clientAs('admin');
});
/** The admin's client (signed in once in beforeAll). */
function admin(): SupabaseClient {
  if (!adminClient) throw new Error('admin client not ready');
  return adminClient;
}
