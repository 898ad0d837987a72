/**
 * The stock module's database (migration 20261124000100): what the movement functions refuse, in
 * Portuguese and without writing a row; the list, kardex and overview views, and who may read them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { clientAs, sql, unique, usuarioId } from './support.ts';

const criados: number[] = [];

/** A product with one grade Coral/M and no stock, and one without grades: movements give them stock. */
async function produtos(): Promise<{ comGrade: number; grade: number; semGrade: number; nome: string }> {
  const nome = unique('Saída de Praia Kardex');
  const [a] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id, estoque_minimo) values ($1, 159.9, 1, 2) returning id`, [nome]);
  const [g] = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_minimo) values ($1, 'Coral', 'M', 1) returning id`,
    [a.id],
  );
  const [b] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 49.9, 2) returning id`, [
    unique('Ecobag Kardex'),
  ]);
  criados.push(Number(a.id), Number(b.id));
  return { comGrade: Number(a.id), grade: Number(g.id), semGrade: Number(b.id), nome };
}

const estoque = async (produto: number) =>
  Number((await sql<{ e: number }>('select estoque_atual e from public.produtos where id = $1', [produto]))[0].e);
const linhas = async (produto: number) =>
  Number((await sql<{ n: string }>('select count(*) n from public.movimentacoes_estoque where produto_id = $1', [produto]))[0].n);

afterAll(async () => {
  // Grades first: a grade removed with units records its saída, which then goes with the rest.
  await sql('delete from public.grades_produto where produto_id = any($1)', [criados]);
  await sql('delete from public.movimentacoes_estoque where produto_id = any($1)', [criados]);
  await sql('delete from public.produtos where id = any($1)', [criados]);
});

describe('registrar_movimentacoes checks its input and writes nothing when it refuses', () => {
  it('the responsible person must be an active staff login; left out, it is the caller', async () => {
    const { semGrade } = await produtos();
    const staff = await clientAs('funcionario');
    const cliente = await usuarioId('cliente@lojapraia.com.br');
    const recusa = await staff.rpc('registrar_movimentacoes', {
      p_itens: [{ produto_id: semGrade, tipo: 'entrada', quantidade: 3, usuario_id: cliente }],
    });
    expect(recusa.error).toMatchObject({ code: '22023', message: 'Selecione o responsável pela movimentação', hint: 'usuario_id' });
    expect(await linhas(semGrade)).toBe(0);

    const admin = await usuarioId('admin@lojapraia.com.br');
    const ok = await staff.rpc('registrar_movimentacoes', {
      p_itens: [
        { produto_id: semGrade, tipo: 'entrada', quantidade: 3, usuario_id: admin },
        { produto_id: semGrade, tipo: 'entrada', quantidade: 1 },
      ],
    });
    expect(ok.error).toBeNull();
    expect(ok.data!.map((m: { usuario_id: number }) => m.usuario_id)).toEqual([admin, await usuarioId('funcionario@lojapraia.com.br')]);
    expect(await estoque(semGrade)).toBe(4);
  });

  it('refuses a date in the future, an unknown reason, a negative price and long notes; keeps a past date', async () => {
    const { semGrade } = await produtos();
    const staff = await clientAs('funcionario');
    const linha = { produto_id: semGrade, tipo: 'entrada', quantidade: 2 };
    const amanha = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const casos = [
      [{ ...linha, data_movimentacao: amanha }, 'A data da movimentação não pode ser no futuro', 'data_movimentacao'],
      [{ ...linha, data_movimentacao: '31/02/2026' }, 'Informe uma data válida', 'data_movimentacao'],
      [{ ...linha, motivo: 'Presente' }, 'Selecione um motivo da lista', 'motivo'],
      [{ ...linha, preco_unitario: -1 }, 'O preço unitário deve ser maior ou igual a zero', 'preco_unitario'],
      [{ ...linha, preco_unitario: 'dez reais' }, 'Informe um preço unitário válido', 'preco_unitario'],
      [{ ...linha, observacoes: 'x'.repeat(1001) }, 'As observações aceitam no máximo 1000 caracteres', 'observacoes'],
    ] as const;
    for (const [item, message, hint] of casos) {
      const { error } = await staff.rpc('registrar_movimentacoes', { p_itens: [item] });
      expect(error).toMatchObject({ code: '22023', message, hint });
    }
    expect(await linhas(semGrade)).toBe(0);
    expect(await estoque(semGrade)).toBe(0);

    const { error } = await staff.rpc('registrar_movimentacoes', {
      p_itens: [{ ...linha, motivo: 'Devolução', preco_unitario: '12.345', observacoes: '  troca de tamanho  ', data_movimentacao: '2026-11-02T10:15:00-03:00' }],
    });
    expect(error).toBeNull();
    expect(await sql('select motivo, preco_unitario, observacoes, data_movimentacao from public.movimentacoes_estoque where produto_id = $1', [semGrade])).toEqual([
      { motivo: 'Devolução', preco_unitario: '12.35', observacoes: 'troca de tamanho', data_movimentacao: new Date('2026-11-02T13:15:00Z') },
    ]);
  });
});

describe('editing and deleting a movement say why the stock refuses', () => {
  it('an edit or a delete that would leave a grade below 0 is refused in its own words and changes nothing', async () => {
    const { comGrade, grade, nome } = await produtos();
    const staff = await clientAs('funcionario');
    const entrada = await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: comGrade, grade_id: grade, tipo: 'entrada', quantidade: 5 }] });
    const saida = await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: comGrade, grade_id: grade, tipo: 'saida', quantidade: 4 }] });
    const idEntrada = entrada.data![0].id as number;
    const idSaida = saida.data![0].id as number;
    expect(await estoque(comGrade)).toBe(1);

    // entrada 5 -> entrada 2 takes 3 units away from a grade holding 1
    const edicao = await staff.rpc('atualizar_movimentacao', { p_id: idEntrada, p_tipo: 'entrada', p_quantidade: 2, p_preco_unitario: 10, p_observacoes: '' });
    expect(edicao.error).toMatchObject({
      code: 'P0001',
      hint: 'estoque_insuficiente',
      message: `Estoque insuficiente para ${nome} (Coral/M): o estoque atual é 1 e ficaria em -2 com esta alteração`,
    });
    const exclusao = await staff.rpc('excluir_movimentacao', { p_id: idEntrada });
    expect(exclusao.error).toMatchObject({
      hint: 'estoque_insuficiente',
      message: `Estoque insuficiente para ${nome} (Coral/M): o estoque atual é 1 e ficaria em -4 sem esta movimentação`,
    });
    expect(await sql('select tipo, quantidade from public.movimentacoes_estoque where id = any($1) order by id', [[idEntrada, idSaida]])).toEqual([
      { tipo: 'entrada', quantidade: 5 },
      { tipo: 'saida', quantidade: 4 },
    ]);
    expect(await estoque(comGrade)).toBe(1);

    // saída 4 -> entrada 4 moves the stock by 8; deleting it takes the 4 back
    expect((await staff.rpc('atualizar_movimentacao', { p_id: idSaida, p_tipo: 'entrada', p_quantidade: 4, p_preco_unitario: 10, p_observacoes: 'corrigido' })).error).toBeNull();
    expect(await estoque(comGrade)).toBe(9);
    expect((await staff.rpc('excluir_movimentacao', { p_id: idSaida })).error).toBeNull();
    expect(await estoque(comGrade)).toBe(5);
  });
});

describe('the stock views', () => {
  it('movimentacoes_lista, estoque_kardex and estoque_produtos are for staff only', async () => {
    for (const view of ['movimentacoes_lista', 'estoque_kardex', 'estoque_produtos']) {
      const anon = await (await clientAs('anon')).from(view).select('id').limit(1);
      expect(anon.error?.code, view).toBe('42501');
      const cliente = await (await clientAs('cliente')).from(view).select('id').limit(1);
      expect(cliente.error, view).toBeNull();
      expect(cliente.data, view).toEqual([]);
      const user = await (await clientAs('user')).from(view).select('id').limit(1);
      expect(user.data, view).toHaveLength(1);
    }
  });

  it('the list names product, grade and responsible, and finds a movement by its notes without accents', async () => {
    const { comGrade, grade, nome } = await produtos();
    const staff = await clientAs('funcionario');
    const nota = unique('Reposição Praião');
    await staff.rpc('registrar_movimentacoes', {
      p_itens: [{ produto_id: comGrade, grade_id: grade, tipo: 'entrada', quantidade: 2, motivo: 'Compra', observacoes: nota }],
    });
    const { data, error } = await staff
      .from('movimentacoes_lista')
      .select('produto_nome, cor, tamanho, usuario_nome, tipo, quantidade, motivo')
      .like('busca', `%${nota.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '')}%`);
    expect(error).toBeNull();
    expect(data).toEqual([
      { produto_nome: nome, cor: 'Coral', tamanho: 'M', usuario_nome: expect.any(String), tipo: 'entrada', quantidade: 2, motivo: 'Compra' },
    ]);
  });

  it('movimentacoes_pagina: staff only, the list view\'s rows page by page with the exact total, every word, the tipo, a page past the end', async () => {
    const { comGrade, grade, nome } = await produtos();
    const staff = await clientAs('funcionario');
    const marca = unique('Pagina Razão');
    const linha = { produto_id: comGrade, grade_id: grade, motivo: 'Compra', data_movimentacao: '2026-01-01T12:00:00Z' };
    const { error } = await staff.rpc('registrar_movimentacoes', {
      p_itens: [
        { ...linha, tipo: 'entrada', quantidade: 5, preco_unitario: 12.5, observacoes: `${marca} costura` },
        { ...linha, tipo: 'saida', quantidade: 1, observacoes: `${marca} avaria` },
        { ...linha, tipo: 'saida', quantidade: 2, observacoes: `${marca} costura avaria` },
      ],
    });
    expect(error).toBeNull();
    const palavras = marca.toLowerCase().replace('ã', 'a');
    const pagina = async (client: Awaited<ReturnType<typeof clientAs>>, args: Record<string, unknown>) =>
      client.rpc('movimentacoes_pagina', { p_busca: palavras, p_por_pagina: 2, ...args });

    // Same time for all three: the id breaks the tie, newest (highest) first, as the view ordered.
    const ids = (await sql<{ id: string }>(`select id from movimentacoes_estoque where observacoes like $1 order by id desc`, [`${marca}%`])).map((r) => Number(r.id));
    const primeira = await pagina(staff, { p_pagina: 1 });
    expect(primeira.error).toBeNull();
    const viaView = await staff.from('movimentacoes_lista').select('id, tipo, produto_id, produto_nome, grade_id, cor, tamanho, quantidade, preco_unitario, motivo, observacoes, usuario_nome, data_movimentacao').eq('id', ids[2]).single();
    expect(primeira.data).toEqual({ total: 3, linhas: [expect.objectContaining({ id: ids[0], tipo: 'saida', quantidade: 2 }), expect.objectContaining({ id: ids[1] })] });
    expect((await pagina(staff, { p_pagina: 2 })).data).toEqual({ total: 3, linhas: [viaView.data] });
    expect(viaView.data).toMatchObject({ produto_nome: nome, cor: 'Coral', tamanho: 'M', preco_unitario: 12.5, data_movimentacao: '2026-01-01T12:00:00+00:00' });
    // A page past the end: no rows, the total (the list offers the last page).
    expect((await pagina(staff, { p_pagina: 3 })).data).toEqual({ total: 3, linhas: [] });
    // Every word, in any order, accents and punctuation ignored; the tipo filter.
    expect((await pagina(staff, { p_busca: `AVARIA, ${palavras}  costura`, p_pagina: 1 })).data).toMatchObject({ total: 1, linhas: [{ id: ids[0] }] });
    expect((await pagina(staff, { p_tipo: 'entrada', p_pagina: 1 })).data).toMatchObject({ total: 1, linhas: [{ id: ids[2] }] });
    // The read-only login reads it with the responsible's name; a customer and a visitor are refused.
    expect((await pagina(await clientAs('user'), { p_pagina: 2 })).data).toEqual({ total: 3, linhas: [viaView.data] });
    const cliente = await pagina(await clientAs('cliente'), { p_pagina: 1 });
    expect(cliente.error).toMatchObject({ code: '42501', message: 'Sem permissão para ver as movimentações de estoque' });
    expect((await pagina(await clientAs('anon'), { p_pagina: 1 })).error?.code).toBe('42501');
    // Bad arguments are refused with a Portuguese message, not run.
    expect((await pagina(staff, { p_tipo: 'transferencia' })).error?.message).toBe('Tipo de movimentação inválido.');
    expect((await pagina(staff, { p_pagina: 0 })).error?.message).toBe('Página inválida.');
    expect((await pagina(staff, { p_por_pagina: 500 })).error?.message).toBe('Página inválida.');
  });

  it('the kardex runs in date order, per product and per grade, and ends at the stock', async () => {
    const { comGrade, grade, semGrade } = await produtos();
    const staff = await clientAs('funcionario');
    // Recorded out of date order: the kardex sorts by the movement's date.
    await staff.rpc('registrar_movimentacoes', {
      p_itens: [
        { produto_id: comGrade, grade_id: grade, tipo: 'entrada', quantidade: 6, data_movimentacao: '2026-11-10T09:00:00-03:00' },
        { produto_id: semGrade, tipo: 'entrada', quantidade: 4, data_movimentacao: '2026-11-01T09:00:00-03:00' },
      ],
    });
    await staff.rpc('registrar_movimentacoes', {
      p_itens: [{ produto_id: comGrade, grade_id: grade, tipo: 'saida', quantidade: 2, data_movimentacao: '2026-11-12T09:00:00-03:00' }],
    });
    await staff.rpc('registrar_movimentacoes', {
      p_itens: [{ produto_id: comGrade, grade_id: grade, tipo: 'entrada', quantidade: 1, data_movimentacao: '2026-11-05T09:00:00-03:00' }],
    });
    const { data } = await staff
      .from('estoque_kardex')
      .select('tipo, quantidade, efeito, saldo, saldo_grade, cor')
      .eq('produto_id', comGrade)
      .order('data_movimentacao')
      .order('id');
    expect(data).toEqual([
      { tipo: 'entrada', quantidade: 1, efeito: 1, saldo: 1, saldo_grade: 1, cor: 'Coral' },
      { tipo: 'entrada', quantidade: 6, efeito: 6, saldo: 7, saldo_grade: 7, cor: 'Coral' },
      { tipo: 'saida', quantidade: 2, efeito: -2, saldo: 5, saldo_grade: 5, cor: 'Coral' },
    ]);
    expect(await estoque(comGrade)).toBe(5);
  });

  it('estoque_produtos flags low stock on the product or on any grade, and lists active products only', async () => {
    const { comGrade, grade, semGrade } = await produtos();
    const staff = await clientAs('funcionario');
    const ler = async (id: number) => (await staff.from('estoque_produtos').select('estoque_atual, baixo, grades').eq('id', id)).data;

    // 0 units, minimum 1 on the grade and 2 on the product: low on both counts
    expect(await ler(comGrade)).toEqual([
      {
        estoque_atual: 0,
        baixo: true,
        grades: [{ id: grade, cor: 'Coral', tamanho: 'M', cor_rgb: null, estoque_atual: 0, estoque_minimo: 1, baixo: true }],
      },
    ]);
    await staff.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: comGrade, grade_id: grade, tipo: 'entrada', quantidade: 3 }] });
    expect((await ler(comGrade))![0]).toMatchObject({ estoque_atual: 3, baixo: false, grades: [expect.objectContaining({ baixo: false })] });

    // minimum 0 (none set) and stock 0: not low, low means at or below a minimum that was set (issue 23)
    expect((await ler(semGrade))![0]).toMatchObject({ estoque_atual: 0, baixo: false, grades: [] });
    await sql('update public.produtos set estoque_minimo = 1 where id = $1', [semGrade]);
    expect((await ler(semGrade))![0]).toMatchObject({ estoque_atual: 0, baixo: true, grades: [] });
    await sql('update public.produtos set ativo = false where id = $1', [semGrade]);
    expect(await ler(semGrade)).toEqual([]);
  });
});
