/**
 * The movement endpoints against the local stack (issue 12): a movement is every line or none, an
 * edit and a delete re-balance the stock through the database functions, the read-only login is
 * refused, and the list searches and filters in the database. Checked with the superuser's SQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeStore, type ApiError } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { movimentacoesApi, type LinhaMovimentacao, type MovimentacoesArgs } from './api';

const endpoints = movimentacoesApi.endpoints;
const criados: number[] = [];

afterAll(async () => {
  if (!criados.length) return;
  // Grades first (removing a grade with units records its saída), then the movements, then the products.
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});

/** A product with no stock; with `grade`, one grade Coral / M (the product's stock is then the grade's). */
async function produto(nome: string, { grade = false } = {}): Promise<{ id: number; nome: string; gradeId: number | null }> {
  const completo = unique(nome);
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 89.9, 1) returning id::int', [completo]);
  criados.push(id);
  if (!grade) return { id, nome: completo, gradeId: null };
  const [{ id: gradeId }] = await sql<{ id: number }>(
    "insert into grades_produto (produto_id, cor, tamanho) values ($1, 'Coral', 'M') returning id::int",
    [id],
  );
  return { id, nome: completo, gradeId };
}

const estoqueProduto = async (id: number) => (await sql<{ e: number }>('select estoque_atual::int e from produtos where id = $1', [id]))[0].e;
const estoqueGrade = async (id: number) => (await sql<{ e: number }>('select estoque_atual::int e from grades_produto where id = $1', [id]))[0].e;
const movimentos = async (ids: number[]) =>
  (await sql<{ n: number }>('select count(*)::int n from movimentacoes_estoque where produto_id = any($1::bigint[])', [ids]))[0].n;
const responsavel = async (email = 'funcionario@lojapraia.com.br') =>
  (await sql<{ id: number }>('select u.id::int id from usuarios u join auth.users a on a.id = u.auth_user_id where a.email = $1', [email]))[0].id;

/** Runs a mutation through a fresh store, as a page would; resolves with the data or rejects with the ApiError. */
async function registrar(linhas: LinhaMovimentacao[]) {
  return makeStore().dispatch(endpoints.registrarMovimentacao.initiate(linhas)).unwrap();
}
async function falhaDe(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('a chamada deveria ter sido recusada');
}

const PRIMEIRA_PAGINA: MovimentacoesArgs = { busca: '', tipo: 'todos', sort: { column: 'data_movimentacao', ascending: false }, page: 1, pageSize: 10 };
async function listar(args: Partial<MovimentacoesArgs>) {
  const request = makeStore().dispatch(endpoints.listMovimentacoes.initiate({ ...PRIMEIRA_PAGINA, ...args }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

describe('registrarMovimentacao: every line or none', () => {
  it('three lines whose third would take stock below zero record nothing and say why', async () => {
    const a = await produto('Canga Atômica');
    const b = await produto('Biquíni Atômico', { grade: true });
    const c = await produto('Chapéu Atômico');
    const usuario_id = await responsavel();
    await signInAs('funcionario');

    const erro = await falhaDe(
      registrar([
        { produto_id: a.id, grade_id: null, tipo: 'entrada', quantidade: 2, preco_unitario: 10, motivo: 'Compra', observacoes: null, usuario_id },
        { produto_id: b.id, grade_id: b.gradeId, tipo: 'entrada', quantidade: 3, preco_unitario: 20, motivo: 'Compra', observacoes: null, usuario_id },
        { produto_id: c.id, grade_id: null, tipo: 'saida', quantidade: 1, preco_unitario: null, motivo: 'Venda', observacoes: null, usuario_id },
      ]),
    );

    expect(erro).toMatchObject({ code: 'P0001', hint: 'estoque_insuficiente', message: `Estoque insuficiente para ${c.nome}: disponível 0, solicitado 1` });
    expect(await movimentos([a.id, b.id, c.id])).toBe(0);
    expect([await estoqueProduto(a.id), await estoqueProduto(b.id), await estoqueGrade(b.gradeId!), await estoqueProduto(c.id)]).toEqual([0, 0, 0, 0]);
  });

  it('the read-only login (user) cannot record: 42501 and no row', async () => {
    const p = await produto('Saída Somente Leitura');
    const usuario_id = await responsavel();
    await signInAs('user');

    const erro = await falhaDe(
      registrar([{ produto_id: p.id, grade_id: null, tipo: 'entrada', quantidade: 1, preco_unitario: 5, motivo: 'Compra', observacoes: null, usuario_id }]),
    );
    expect(erro.code).toBe('42501');
    expect(await movimentos([p.id])).toBe(0);
    expect(await estoqueProduto(p.id)).toBe(0);
  });
});

describe('updateMovimentacao and deleteMovimentacao re-balance the stock', () => {
  it('entrada 5 edited to saída 5 moves the stock by 10; deleting a movement takes its effect back', async () => {
    const p = await produto('Maiô Rebalanço', { grade: true });
    const usuario_id = await responsavel();
    await signInAs('funcionario');
    const linha = { produto_id: p.id, grade_id: p.gradeId, preco_unitario: 30, motivo: 'Compra', observacoes: null, usuario_id } as const;
    await registrar([{ ...linha, tipo: 'entrada', quantidade: 10 }]);
    const [cinco] = await registrar([{ ...linha, tipo: 'entrada', quantidade: 5 }]);
    expect([await estoqueProduto(p.id), await estoqueGrade(p.gradeId!)]).toEqual([15, 15]);

    const editada = await makeStore()
      .dispatch(endpoints.updateMovimentacao.initiate({ id: cinco.id, tipo: 'saida', quantidade: 5, preco_unitario: 31.5, observacoes: '  troca  ' }))
      .unwrap();
    expect(editada).toMatchObject({ id: cinco.id, tipo: 'saida', quantidade: 5, observacoes: 'troca' });
    expect([await estoqueProduto(p.id), await estoqueGrade(p.gradeId!)]).toEqual([5, 5]);

    // Deleting the saída gives its 5 units back.
    await makeStore().dispatch(endpoints.deleteMovimentacao.initiate({ id: cinco.id, produtoId: p.id })).unwrap();
    expect([await estoqueProduto(p.id), await estoqueGrade(p.gradeId!)]).toEqual([10, 10]);
    expect(await sql('select id from movimentacoes_estoque where id = $1', [cinco.id])).toEqual([]);
  });

  it('an edit or a delete that would leave the stock below 0 is refused with the reason and changes nothing', async () => {
    const p = await produto('Saia Recusada');
    const usuario_id = await responsavel();
    await signInAs('funcionario');
    const linha = { produto_id: p.id, grade_id: null, preco_unitario: 12, motivo: null, observacoes: null, usuario_id } as const;
    const [entrada] = await registrar([{ ...linha, tipo: 'entrada', quantidade: 3 }]);
    await registrar([{ ...linha, tipo: 'saida', quantidade: 2 }]);

    const edicao = await falhaDe(
      makeStore().dispatch(endpoints.updateMovimentacao.initiate({ id: entrada.id, tipo: 'saida', quantidade: 3, preco_unitario: 12, observacoes: null })).unwrap(),
    );
    expect(edicao).toMatchObject({
      hint: 'estoque_insuficiente',
      message: `Estoque insuficiente para ${p.nome}: o estoque atual é 1 e ficaria em -5 com esta alteração`,
    });
    const exclusao = await falhaDe(makeStore().dispatch(endpoints.deleteMovimentacao.initiate({ id: entrada.id, produtoId: p.id })).unwrap());
    expect(exclusao).toMatchObject({ hint: 'estoque_insuficiente', message: `Estoque insuficiente para ${p.nome}: o estoque atual é 1 e ficaria em -2 sem esta movimentação` });
    expect(await estoqueProduto(p.id)).toBe(1);
    expect((await sql('select tipo, quantidade from movimentacoes_estoque where id = $1', [entrada.id]))[0]).toEqual({ tipo: 'entrada', quantidade: 3 });
  });

  it('the read-only login (user) cannot edit or delete (42501)', async () => {
    const p = await produto('Viseira Leitura');
    const usuario_id = await responsavel();
    await signInAs('funcionario');
    const [entrada] = await registrar([{ produto_id: p.id, grade_id: null, tipo: 'entrada', quantidade: 4, preco_unitario: 8, motivo: 'Compra', observacoes: null, usuario_id }]);
    await signInAs('user');

    const edicao = await falhaDe(
      makeStore().dispatch(endpoints.updateMovimentacao.initiate({ id: entrada.id, tipo: 'entrada', quantidade: 9, preco_unitario: 8, observacoes: null })).unwrap(),
    );
    expect(edicao.code).toBe('42501');
    expect((await falhaDe(makeStore().dispatch(endpoints.deleteMovimentacao.initiate({ id: entrada.id, produtoId: p.id })).unwrap())).code).toBe('42501');
    expect(await estoqueProduto(p.id)).toBe(4);
  });
});

describe('listMovimentacoes', () => {
  it('finds a movement by its notes or product name without accents, filters by type, and names the grade', async () => {
    const marca = unique('nota');
    const p = await produto('Túnica Crochê', { grade: true });
    const usuario_id = await responsavel();
    await signInAs('funcionario');
    const linha = { produto_id: p.id, grade_id: p.gradeId, preco_unitario: null, motivo: 'Compra', usuario_id } as const;
    const [entrada] = await registrar([{ ...linha, tipo: 'entrada', quantidade: 6, observacoes: `Conferência ${marca}` }]);
    const [saida] = await registrar([{ ...linha, tipo: 'saida', quantidade: 1, observacoes: `Saída ${marca}` }]);

    const porNota = await listar({ busca: `conferencia ${marca}` });
    expect(porNota.rows).toEqual([
      expect.objectContaining({ id: entrada.id, tipo: 'entrada', produto_nome: p.nome, cor: 'Coral', tamanho: 'M', quantidade: 6, preco_unitario: null, usuario_nome: expect.any(String) }),
    ]);
    expect(porNota.total).toBe(1);

    // newest first, both by the product's name typed without accents
    const porProduto = await listar({ busca: p.nome.replace('Túnica Crochê', 'tunica croche') });
    expect(porProduto.rows.map((m) => m.id)).toEqual([saida.id, entrada.id]);
    expect((await listar({ busca: marca, tipo: 'saida' })).rows.map((m) => m.id)).toEqual([saida.id]);
    expect((await listar({ busca: marca, tipo: 'entrada' })).rows.map((m) => m.id)).toEqual([entrada.id]);
  });
});
