/**
 * The sales database, part 1 (issue 24, migration 20261128000400): the storefront's order reserves
 * stock at the database's prices, refuses what is not available in the shop's words and writes
 * nothing then, stops reserving at its deadline, and is read only by staff and by its own cliente.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clientAs, demoLogin, sql, unique } from './support.ts';

const CLIENTE = demoLogin('cliente').email;

const usuarioId = async (email: string) =>
  Number((await sql<{ id: string }>('select u.id from public.usuarios u join auth.users a on a.id = u.auth_user_id where a.email = $1', [email]))[0].id);

/** Each test starts with no order of the demo cliente (at most 5 may be pending) and leaves none. */
afterEach(async () => {
  await sql('delete from public.vendas where comprador_id = $1', [await usuarioId(CLIENTE)]);
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
  Number((await sql<{ n: string }>('select count(*) n from public.vendas where comprador_id = $1', [await usuarioId(CLIENTE)]))[0].n);
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
