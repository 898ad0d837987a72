/**
 * Quotes (issue 24, migration 20261128001200): registrar_orcamento (prices from the database, no stock
 * reserved or checked, the funcionário's discount limit), orcamentos_pagina (every search word, the
 * situação decided by date at read time, newest first, the totals), orcamento_detalhe (the lines with
 * what the counter sale needs today) and vincular_orcamento_venda (a confirmed sale approves a pending
 * quote, once). Every refusal writes nothing; a cliente and anon read and write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, novoCpf, sql, unique } from './support.ts';

async function fecharCaixasAbertos(): Promise<void> {
  await sql(`update public.caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0
              where fechado_em is null`);
}

beforeAll(async () => {
  await fecharCaixasAbertos();
  await (await clientAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 100 });
});
afterAll(fecharCaixasAbertos);

/** A product at R$ 50,00 with grades Azul/P (no stock) and Azul/M (3 units), and one at R$ 20,00 without grades or stock. */
async function produtos() {
  const nome = unique('Saída Orçada');
  const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 50, 1) returning id`, [nome]);
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 0), ($1, 'Azul', 'M', 3) returning id`,
    [p.id],
  );
  const [b] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 20, 1) returning id`, [unique('Viseira Orçada')]);
  return { id: Number(p.id), nome, p: Number(grades[0].id), m: Number(grades[1].id), semGrade: Number(b.id) };
}

const hoje = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
const diasDepois = (dias: number) => {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
const contagem = async () =>
  (await sql<{ o: number; i: number }>('select (select count(*) from public.orcamentos)::int o, (select count(*) from public.itens_orcamento)::int i'))[0];

interface Pagina {
  total: number;
  valor: number;
  valor_aprovado: number;
  linhas: { id: number; codigo: string; situacao: string; cliente_nome: string | null; itens: number; total: number; valido_ate: string }[];
}

describe('quotes', () => {
  it('records a quote priced by the database without touching stock; lists, searches and filters it by the situação of the day; shows its page', async () => {
    const p = await produtos();
    const sobrenome = unique('Albuquerque').replace(/-/g, '');
    const [cliente] = await sql<{ id: string }>(
      `insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'orcamento@example.com') returning id`,
      [`Joana ${sobrenome}`, novoCpf()],
    );
    const funcionario = await clientAs('funcionario');
    const reservadoAntes = await sql('select * from public.estoque_reservado where produto_id = any($1::bigint[])', [[p.id, p.semGrade]]);

    // Azul/P has no stock and the product without grades neither: a quote may still name them. The
    // browser's price is ignored; the database's is used.
    const { data, error } = await funcionario.rpc('registrar_orcamento', {
      p_itens: [
        { produto_id: p.id, grade_id: p.p, quantidade: 2, preco_unitario: 1 },
        { produto_id: p.semGrade, quantidade: 1, desconto: '2.00' },
      ],
      p_cliente_id: Number(cliente.id),
      p_desconto: 3,
      p_validade_dias: 10,
      p_observacoes: '  Entrega na pousada  ',
    });
    expect(error).toBeNull();
    const orcamento = data as { id: number; codigo: string; total: number; valido_ate: string };
    expect(orcamento.codigo).toMatch(/^O-\d{6}$/);
    expect(orcamento).toMatchObject({ total: 115, valido_ate: diasDepois(10) });
    expect(await sql('select * from public.estoque_reservado where produto_id = any($1::bigint[])', [[p.id, p.semGrade]])).toEqual(reservadoAntes);
    expect(await sql('select estoque_atual::int e from public.grades_produto where id = $1', [p.m])).toEqual([{ e: 3 }]);

    // A second quote for the same customer, then the first one expires (its last day was yesterday).
    const { data: segundo } = await funcionario.rpc('registrar_orcamento', {
      p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }],
      p_cliente_id: Number(cliente.id),
    });
    const outro = segundo as { id: number; codigo: string; valido_ate: string };
    expect(outro.valido_ate).toBe(diasDepois(7));

    const pagina = async (args: Record<string, unknown>) => {
      const { data: resposta, error: erro } = await funcionario.rpc('orcamentos_pagina', args);
      expect(erro).toBeNull();
      return resposta as Pagina;
    };
    const busca = await pagina({ p_busca: `${sobrenome.toUpperCase()} joana` });
    expect(busca.linhas.map((l) => [l.codigo, l.situacao, l.cliente_nome, l.itens, l.total])).toEqual([
      [outro.codigo, 'pendente', `Joana ${sobrenome}`, 1, 50],
      [orcamento.codigo, 'pendente', `Joana ${sobrenome}`, 3, 115],
    ]);
    expect(busca).toMatchObject({ total: 2, valor: 165, valor_aprovado: 0 });
    expect((await pagina({ p_busca: orcamento.codigo.toLowerCase() })).linhas.map((l) => l.id)).toEqual([orcamento.id]);

    await sql('update public.orcamentos set valido_ate = $1 where id = $2', [diasDepois(-1), orcamento.id]);
    expect((await pagina({ p_busca: sobrenome, p_status: 'expirado' })).linhas.map((l) => [l.codigo, l.situacao])).toEqual([[orcamento.codigo, 'expirado']]);
    expect((await pagina({ p_busca: sobrenome, p_status: 'pendente' })).linhas.map((l) => l.codigo)).toEqual([outro.codigo]);
    // Its last day is still valid.
    await sql('update public.orcamentos set valido_ate = $1 where id = $2', [hoje(), orcamento.id]);
    expect((await pagina({ p_busca: sobrenome, p_status: 'pendente' })).total).toBe(2);
    expect((await pagina({ p_busca: sobrenome, p_status: 'aprovado' })).total).toBe(0);
    expect(await pagina({ p_busca: sobrenome, p_pagina: 3, p_por_pagina: 1 })).toMatchObject({ total: 2, linhas: [] });
    // A renamed customer is found by the new name.
    await sql('update public.clientes set nome = $1 where id = $2', [`Joana Renomeada ${sobrenome}`, cliente.id]);
    expect((await pagina({ p_busca: `renomeada ${sobrenome}` })).total).toBe(2);
    expect((await funcionario.rpc('orcamentos_pagina', { p_status: 'vencido' })).error?.message).toBe('Situação de orçamento inválida.');
    expect((await (await clientAs('user')).rpc('orcamentos_pagina', { p_busca: sobrenome })).data).toMatchObject({ total: 2 });

    // Its page: the lines as quoted, and what the counter sale can sell of them today.
    const { data: detalhe, error: erroDetalhe } = await (await clientAs('user')).rpc('orcamento_detalhe', { p_id: orcamento.id });
    expect(erroDetalhe).toBeNull();
    expect(detalhe.orcamento).toMatchObject({
      codigo: orcamento.codigo,
      situacao: 'pendente',
      cliente_nome: `Joana Renomeada ${sobrenome}`,
      validade_dias: 10,
      valido_ate: hoje(),
      observacoes: 'Entrega na pousada',
      subtotal: 118,
      desconto: 3,
      total: 115,
      venda_id: null,
    });
    expect(detalhe.orcamento).not.toHaveProperty('busca');
    expect(detalhe.orcamento.criado_por_nome).toEqual(expect.any(String));
    expect(detalhe.itens).toEqual([
      expect.objectContaining({ descricao: `${p.nome} (Azul/P)`, quantidade: 2, preco_unitario: 50, desconto: 0, total: 100, vendavel: true, preco_atual: 50, disponivel: 0 }),
      expect.objectContaining({ produto_id: p.semGrade, quantidade: 1, preco_unitario: 20, desconto: 2, total: 18, vendavel: true, disponivel: 0 }),
    ]);
    // A product removed later leaves the line as quoted, no longer for sale.
    await sql('delete from public.produtos where id = $1', [p.semGrade]);
    const { data: depois } = await funcionario.rpc('orcamento_detalhe', { p_id: orcamento.id });
    expect(depois.itens[1]).toMatchObject({ produto_id: null, total: 18, vendavel: false, preco_atual: null });
    expect((await funcionario.rpc('orcamento_detalhe', { p_id: 0 })).data).toBeNull();
  });

  it('a confirmed sale approves a pending quote once; an expired or converted quote, or a sale that is not confirmed, is refused and nothing changes', async () => {
    const p = await produtos();
    const funcionario = await clientAs('funcionario');
    const [{ id: pix }] = await sql<{ id: string }>("select id from public.formas_pagamento where nome = 'Pix'");
    const novo = async () => {
      const { data, error } = await funcionario.rpc('registrar_orcamento', { p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }] });
      expect(error).toBeNull();
      return data as { id: number; codigo: string };
    };
    const vender = async () => {
      const { data, error } = await funcionario.rpc('finalizar_venda', {
        p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }],
        p_pagamentos: [{ forma_pagamento_id: Number(pix), valor: 50 }],
      });
      expect(error).toBeNull();
      return data as { id: number; codigo: string };
    };
    const orcamento = await novo();
    const venda = await vender();

    const { data, error } = await funcionario.rpc('vincular_orcamento_venda', { p_orcamento_id: orcamento.id, p_venda_id: venda.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: orcamento.id, codigo: orcamento.codigo, situacao: 'aprovado', venda_id: venda.id, venda_codigo: venda.codigo });
    const { data: detalhe } = await funcionario.rpc('orcamento_detalhe', { p_id: orcamento.id });
    expect(detalhe.orcamento).toMatchObject({ situacao: 'aprovado', venda_id: venda.id, venda_codigo: venda.codigo });
    expect((await funcionario.rpc('orcamentos_pagina', { p_busca: orcamento.codigo, p_status: 'aprovado' })).data).toMatchObject({ total: 1, valor_aprovado: 50 });

    const vinculos = async () => sql('select id, venda_id, convertido_em from public.orcamentos where id = any($1::bigint[]) order by id', [[orcamento.id]]);
    const antes = await vinculos();
    const recusa = async (orcamentoId: number, vendaId: number, role: 'funcionario' | 'user' | 'cliente' | 'anon' = 'funcionario') =>
      (await (await clientAs(role)).rpc('vincular_orcamento_venda', { p_orcamento_id: orcamentoId, p_venda_id: vendaId })).error?.message;

    expect(await recusa(orcamento.id, (await vender()).id)).toBe(`O orçamento ${orcamento.codigo} já foi convertido na venda ${venda.codigo}.`);
    const segundo = await novo();
    expect(await recusa(segundo.id, venda.id)).toBe(`A venda ${venda.codigo} já aprovou o orçamento ${orcamento.codigo}.`);
    const outraVenda = await vender();
    await (await clientAs('admin')).rpc('cancelar_venda', { p_venda_id: outraVenda.id, p_motivo: 'Desistiu' });
    expect(await recusa(segundo.id, outraVenda.id)).toBe('Só uma venda confirmada aprova um orçamento.');
    expect(await recusa(segundo.id, 0)).toBe('Venda não encontrada.');
    expect(await recusa(0, venda.id)).toBe('Orçamento não encontrado.');
    await sql('update public.orcamentos set valido_ate = $1 where id = $2', [diasDepois(-2), segundo.id]);
    const [dia, mes, ano] = [diasDepois(-2).slice(8, 10), diasDepois(-2).slice(5, 7), diasDepois(-2).slice(0, 4)];
    expect(await recusa(segundo.id, (await vender()).id)).toBe(`O orçamento ${segundo.codigo} venceu em ${dia}/${mes}/${ano}.`);
    expect(await recusa(segundo.id, venda.id, 'user')).toBe('Sem permissão para converter orçamentos.');
    expect(await recusa(segundo.id, venda.id, 'cliente')).toBe('Sem permissão para converter orçamentos.');
    expect(await recusa(segundo.id, venda.id, 'anon')).toMatch(/permission denied/);
    expect(await vinculos()).toEqual(antes);
    expect(await sql('select venda_id from public.orcamentos where id = $1', [segundo.id])).toEqual([{ venda_id: null }]);
  });

  it('refuses what a quote cannot be, in Portuguese, writing nothing; a user, a cliente and anon cannot record, a cliente and anon cannot read', async () => {
    const p = await produtos();
    const funcionario = await clientAs('funcionario');
    const antes = await contagem();
    const registrar = async (args: Record<string, unknown>, role: 'funcionario' | 'admin' | 'user' | 'cliente' | 'anon' = 'funcionario') =>
      (await (await clientAs(role)).rpc('registrar_orcamento', { p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1 }], ...args })).error?.message;

    expect(await registrar({ p_itens: [] })).toBe('Adicione pelo menos um produto ao orçamento.');
    expect(await registrar({ p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 0 }] })).toBe('Informe produto e quantidade (de 1 a 9999) em cada item.');
    expect(await registrar({ p_itens: [{ produto_id: p.id, quantidade: 1 }] })).toBe(`Escolha a cor e o tamanho de ${p.nome}.`);
    expect(await registrar({ p_itens: [{ produto_id: p.semGrade, grade_id: p.m, quantidade: 1 }] })).toMatch(/não tem esta cor e tamanho\.$/);
    expect(await registrar({ p_itens: [{ produto_id: p.id, grade_id: p.m, quantidade: 1, desconto: 60 }] })).toBe(`O desconto de ${p.nome} (Azul/M) passa do valor do item.`);
    expect(await registrar({ p_validade_dias: 0 })).toBe('A validade vai de 1 a 90 dias.');
    expect(await registrar({ p_validade_dias: 91 })).toBe('A validade vai de 1 a 90 dias.');
    expect(await registrar({ p_desconto: 51 })).toBe('O desconto passa do valor do orçamento.');
    expect(await registrar({ p_desconto: 0.001 })).toBe('Informe um desconto válido.');
    // A funcionário gives up to the limit under Configuração (10 %); an admin any.
    expect(await registrar({ p_desconto: 20 })).toBe('Desconto acima de 10% só com um administrador.');
    expect(await registrar({ p_cliente_id: 0 })).toBe('Cliente não encontrado ou inativo.');
    expect(await registrar({ p_observacoes: 'x'.repeat(1001) })).toBe('As observações aceitam no máximo 1000 caracteres.');
    await sql('update public.produtos set ativo = false where id = $1', [p.semGrade]);
    expect(await registrar({ p_itens: [{ produto_id: p.semGrade, quantidade: 1 }] })).toBe('Um produto deste orçamento não está à venda.');
    expect(await registrar({}, 'user')).toBe('Sem permissão para registrar orçamentos.');
    expect(await registrar({}, 'cliente')).toBe('Sem permissão para registrar orçamentos.');
    expect(await registrar({}, 'anon')).toMatch(/permission denied/);
    // No direct writes, even by staff.
    const direto = await funcionario.from('orcamentos').insert({ subtotal: 1, valido_ate: hoje(), criado_por: 1 });
    expect(direto.error).not.toBeNull();
    expect(await contagem()).toEqual(antes);

    // An admin gives the discount a funcionário may not.
    expect(await registrar({ p_desconto: 20 }, 'admin')).toBeUndefined();

    for (const role of ['cliente', 'anon'] as const) {
      const client = await clientAs(role);
      expect((await client.rpc('orcamentos_pagina', {})).error?.message).toMatch(role === 'anon' ? /permission denied/ : /^Sem permissão para ver os orçamentos$/);
      expect((await client.rpc('orcamento_detalhe', { p_id: 1 })).error?.message).toMatch(role === 'anon' ? /permission denied/ : /^Sem permissão para ver os orçamentos$/);
      expect((await client.from('orcamentos').select('id')).data ?? []).toEqual([]);
      expect((await client.from('itens_orcamento').select('id')).data ?? []).toEqual([]);
    }
  });
});
