/** The stock ledger: movements through the database functions, with row locks and re-balancing. */
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { clientAs, clientOptions, sql, stack, unique } from './support.ts';

/** Every product this file creates, with the stock it started from (arranged directly, before any movement). */
const criados: { produto: number; inicial: number }[] = [];

async function produtoComGrade(estoque: number): Promise<{ produto: number; grade: number; nome: string }> {
  const nome = unique('Biquíni Estoque');
  const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 99.9, 1) returning id`, [nome]);
  const [g] = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Coral', 'M', $2) returning id`,
    [p.id, estoque],
  );
  criados.push({ produto: Number(p.id), inicial: estoque });
  return { produto: Number(p.id), grade: Number(g.id), nome };
}

async function produtoSemGrade(estoque: number): Promise<{ produto: number; nome: string }> {
  const nome = unique('Ecobag Estoque');
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, categoria_id, estoque_atual) values ($1, 49.9, 2, $2) returning id`,
    [nome, estoque],
  );
  criados.push({ produto: Number(p.id), inicial: estoque });
  return { produto: Number(p.id), nome };
}

const estoqueGrade = async (id: number) => Number((await sql<{ e: number }>('select estoque_atual e from public.grades_produto where id = $1', [id]))[0].e);
const estoqueProduto = async (id: number) => Number((await sql<{ e: number }>('select estoque_atual e from public.produtos where id = $1', [id]))[0].e);
const movimentos = (produto: number) => sql<{ id: string; tipo: string; quantidade: number }>('select id, tipo, quantidade from public.movimentacoes_estoque where produto_id = $1 order by id', [produto]);

/** Sum of the ledger of one product: entradas minus saídas. */
const saldoDoLivro = async (produto: number) =>
  Number((await sql<{ s: string }>(
    `select coalesce(sum(case tipo when 'entrada' then quantidade else -quantidade end), 0) s from public.movimentacoes_estoque where produto_id = $1`,
    [produto],
  ))[0].s);

describe('saídas under concurrency', () => {
  it('50 concurrent saídas of 1 against a stock of 20 leave exactly 0 and refuse the other 30', async () => {
    const { produto, grade, nome } = await produtoComGrade(0);
    const staff = await clientAs('funcionario');
    expect((await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'entrada', quantidade: 20 }] })).error).toBeNull();

    // 50 separate clients (separate connections through the gateway and PostgREST's pool).
    const { data: session } = await staff.auth.getSession();
    const headers = { Authorization: `Bearer ${session.session!.access_token}` };
    const clients = Array.from({ length: 50 }, () => createClient(stack().url, stack().anonKey, { ...clientOptions, global: { headers } }));
    const results = await Promise.all(
      clients.map((client) =>
        client.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'saida', quantidade: 1, motivo: 'Venda' }] }),
      ),
    );
    const ok = results.filter((r) => !r.error);
    const refused = results.filter((r) => r.error);
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused) {
      expect(r.error!.message).toBe(`Estoque insuficiente para ${nome} (Coral/M): disponível 0, solicitado 1`);
    }
    expect(await estoqueGrade(grade)).toBe(0);
    expect(await estoqueProduto(produto)).toBe(0);
    expect(await movimentos(produto)).toHaveLength(21);
    expect(await saldoDoLivro(produto)).toBe(0);
  });
});

describe('movements', () => {
  it('an entrada adds to the grade and the product follows the sum of its grades', async () => {
    const { produto, grade } = await produtoComGrade(2);
    await sql(`insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Preto', 'G', 5)`, [produto]);
    criados.find((c) => c.produto === produto)!.inicial += 5; // arranged outside the ledger
    expect(await estoqueProduto(produto)).toBe(7);
    const { data, error } = await (await clientAs('funcionario')).rpc('registrar_movimentacoes', {
      p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'entrada', quantidade: 4, preco_unitario: 30, motivo: 'Compra' }],
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await estoqueGrade(grade)).toBe(6);
    expect(await estoqueProduto(produto)).toBe(11);
  });

  it('a product without grades moves its own stock and refuses a saída past it', async () => {
    const { produto, nome } = await produtoSemGrade(3);
    const staff = await clientAs('admin');
    expect((await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, tipo: 'saida', quantidade: 2 }] })).error).toBeNull();
    expect(await estoqueProduto(produto)).toBe(1);
    const { error } = await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, tipo: 'saida', quantidade: 5 }] });
    expect(error?.message).toBe(`Estoque insuficiente para ${nome}: disponível 1, solicitado 5`);
    expect(await estoqueProduto(produto)).toBe(1);
    expect(await movimentos(produto)).toHaveLength(1);
  });

  it('a batch is all or nothing: one refused line leaves no movement and no stock change', async () => {
    const a = await produtoSemGrade(10);
    const b = await produtoComGrade(1);
    const { error } = await (await clientAs('funcionario')).rpc('registrar_movimentacoes', {
      p_itens: [
        { produto_id: a.produto, tipo: 'saida', quantidade: 4 },
        { produto_id: b.produto, grade_id: b.grade, tipo: 'saida', quantidade: 2 },
      ],
    });
    expect(error?.message).toBe(`Estoque insuficiente para ${b.nome} (Coral/M): disponível 1, solicitado 2`);
    expect(await estoqueProduto(a.produto)).toBe(10);
    expect(await estoqueGrade(b.grade)).toBe(1);
    expect(await movimentos(a.produto)).toHaveLength(0);
    expect(await movimentos(b.produto)).toHaveLength(0);
  });

  it('a product with grades needs the grade', async () => {
    const { produto, nome } = await produtoComGrade(5);
    const { error } = await (await clientAs('funcionario')).rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, tipo: 'entrada', quantidade: 1 }] });
    expect(error?.message).toBe(`Selecione a grade (cor e tamanho) de ${nome}: o estoque deste produto é controlado por grade`);
    expect(await estoqueProduto(produto)).toBe(5);
  });

  it('editing a movement re-balances by the difference, also when its type changes', async () => {
    const { produto, grade } = await produtoComGrade(10);
    const staff = await clientAs('funcionario');
    const { data } = await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'saida', quantidade: 3 }] });
    const id = (data as { id: number }[])[0].id;
    expect(await estoqueGrade(grade)).toBe(7);

    const more = await staff.rpc('atualizar_movimentacao', { p_id: id, p_tipo: 'saida', p_quantidade: 5, p_preco_unitario: 99.9, p_observacoes: 'corrigido' });
    expect(more.error).toBeNull();
    expect(await estoqueGrade(grade)).toBe(5);

    const flipped = await staff.rpc('atualizar_movimentacao', { p_id: id, p_tipo: 'entrada', p_quantidade: 5, p_preco_unitario: 99.9, p_observacoes: null });
    expect(flipped.error).toBeNull();
    expect(await estoqueGrade(grade)).toBe(15);
    expect(await estoqueProduto(produto)).toBe(15);

    // An edit that would take the stock below 0 is refused and changes nothing.
    const tooMuch = await staff.rpc('atualizar_movimentacao', { p_id: id, p_tipo: 'saida', p_quantidade: 11, p_preco_unitario: null, p_observacoes: null });
    expect(tooMuch.error?.message).toMatch(/^Estoque insuficiente para /);
    expect(await estoqueGrade(grade)).toBe(15);
    expect((await sql('select tipo, quantidade from public.movimentacoes_estoque where id = $1', [id]))[0]).toEqual({ tipo: 'entrada', quantidade: 5 });
  });

  it('deleting a movement undoes it, and the ledger and estoque_atual agree afterwards', async () => {
    const { produto, grade } = await produtoComGrade(0);
    const staff = await clientAs('admin');
    const { data } = await staff.rpc('registrar_movimentacoes', {
      p_itens: [
        { produto_id: produto, grade_id: grade, tipo: 'entrada', quantidade: 8 },
        { produto_id: produto, grade_id: grade, tipo: 'saida', quantidade: 3 },
      ],
    });
    const [entrada, saida] = data as { id: number }[];
    expect(await estoqueGrade(grade)).toBe(5);
    expect((await staff.rpc('excluir_movimentacao', { p_id: saida.id })).error).toBeNull();
    expect(await estoqueGrade(grade)).toBe(8);
    expect(await saldoDoLivro(produto)).toBe(8);
    // Undoing the entrada now would leave 0: allowed. Undoing it after a saída would not.
    await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'saida', quantidade: 1 }] });
    const refused = await staff.rpc('excluir_movimentacao', { p_id: entrada.id });
    expect(refused.error?.message).toMatch(/^Estoque insuficiente para /);
    expect(await estoqueGrade(grade)).toBe(7);
    expect(await saldoDoLivro(produto)).toBe(await estoqueProduto(produto));
  });

  it('the seeded ledger explains every seeded stock level', async () => {
    const mismatches = await sql(`
      with saldo as (
        select produto_id, grade_id, sum(case tipo when 'entrada' then quantidade else -quantidade end) s
        from public.movimentacoes_estoque group by 1, 2)
      select g.id from public.grades_produto g join public.produtos p on p.id = g.produto_id
        left join saldo on saldo.grade_id = g.id
       where p.id <= 46 and g.estoque_atual <> coalesce(saldo.s, 0)`);
    expect(mismatches).toEqual([]);
  });
});

describe('who may move stock', () => {
  /** anon may not even call the functions (401); a login may, and is refused inside (403). */
  function expectRefused(answer: { status: number; error: unknown }, role: 'anon' | 'cliente' | 'user', fn: string, message: string) {
    expect(answer.status).toBe(role === 'anon' ? 401 : 403);
    expect(answer.error).toMatchObject({ code: '42501', message: role === 'anon' ? `permission denied for function ${fn}` : message });
  }

  it.each(['anon', 'cliente', 'user'] as const)('%s may not record, edit or delete a movement, and nothing changes', async (role) => {
    const { produto, grade } = await produtoComGrade(5);
    const staff = await clientAs('funcionario');
    const { data } = await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'saida', quantidade: 1 }] });
    const id = (data as { id: number }[])[0].id;
    const ledger = await sql('select * from public.movimentacoes_estoque where produto_id = $1 order by id', [produto]);
    const client = await clientAs(role);

    const record = await client.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, grade_id: grade, tipo: 'saida', quantidade: 1 }] });
    expectRefused(record, role, 'registrar_movimentacoes', 'Sem permissão para registrar movimentações de estoque');
    const edit = await client.rpc('atualizar_movimentacao', { p_id: id, p_tipo: 'entrada', p_quantidade: 50, p_preco_unitario: null, p_observacoes: null });
    expectRefused(edit, role, 'atualizar_movimentacao', 'Sem permissão para alterar movimentações de estoque');
    const remove = await client.rpc('excluir_movimentacao', { p_id: id });
    expectRefused(remove, role, 'excluir_movimentacao', 'Sem permissão para excluir movimentações de estoque');

    expect(await estoqueGrade(grade)).toBe(4);
    expect(await estoqueProduto(produto)).toBe(4);
    expect(await sql('select * from public.movimentacoes_estoque where produto_id = $1 order by id', [produto])).toEqual(ledger);
  });
});

describe('afterwards', () => {
  it('every product of this file: initial stock + entradas - saídas = estoque_atual, and a product with grades holds their sum', async () => {
    expect(criados.length).toBeGreaterThan(10);
    const grades = await sql<{ produto_id: string; s: number }>(
      'select produto_id, sum(estoque_atual)::int s from public.grades_produto where produto_id = any($1) group by 1',
      [criados.map((c) => c.produto)],
    );
    const somaGrades = new Map(grades.map((g) => [Number(g.produto_id), g.s]));
    for (const { produto, inicial } of criados) {
      const estoque = await estoqueProduto(produto);
      expect({ produto, estoque }).toEqual({ produto, estoque: inicial + (await saldoDoLivro(produto)) });
      if (somaGrades.has(produto)) expect(estoque).toBe(somaGrades.get(produto));
    }
  });
});
