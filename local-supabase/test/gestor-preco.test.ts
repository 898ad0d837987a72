/**
 * Gestor de Preço (issue 27, migration 20261130003100): gestor_preco_previa (every rule and rounding to the
 * cent, margins, counts, the filters and the selection modes, pages), gestor_preco_aplicar (one batch, one
 * history row per changed product with the batch, motivo and who), gestor_preco_reverter (back to the price
 * before the batch as a new batch; refused for a product repriced since, unless confirmed; once), the lists
 * (batches, a product's history, the filters' options). Every refusal gives its exact Portuguese message
 * and writes nothing; user reads and previews, cliente and anon do neither.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, demoLogin, novoCnpj, sql, unique, usuarioId } from './support.ts';

interface Linha {
  id: number;
  nome: string;
  custo: number;
  preco: number;
  selecionado: boolean;
  preco_novo: number | null;
  margem: number | null;
  margem_nova: number | null;
}
interface Previa {
  total: number;
  selecionados: number;
  alterados: number;
  erro: string | null;
  linhas: Linha[];
}
type Regra = { tipo: string; valor: number | string; arredondamento?: string };

// Three products of a category of their own: Alfa R$ 100,00 (cost 40 + 10), Beta R$ 59,90 (cost 0 + 30,
// supplier F, grade Vermelho/M), Gama R$ 12,35 (no cost; grade Azul/P).
const tag = unique('Reajuste').replace(/-/g, ' ');
const nomes = { alfa: `Alfa ${tag}`, beta: `Beta ${tag}`, gama: `Gáma ${tag}` };
let categoria = 0;
let fornecedor = 0;
const ids = { alfa: 0, beta: 0, gama: 0 };
let funcionario: SupabaseClient;

const daCategoria = (extra: Record<string, unknown> = {}) => ({ categoria_id: categoria, todos: true, ids: [], ...extra });

async function previa(regra: Regra | null, selecao: Record<string, unknown> = daCategoria(), pagina = 1, porPagina = 20, somente = false) {
  const { data, error } = await funcionario.rpc('gestor_preco_previa', {
    p_selecao: selecao, p_regra: regra, p_pagina: pagina, p_por_pagina: porPagina, p_somente_selecionados: somente,
  });
  expect(error).toBeNull();
  return data as Previa;
}

/** The new prices of the three products, in name order (null: not selected). */
const novos = async (regra: Regra, selecao?: Record<string, unknown>) => (await previa(regra, selecao)).linhas.map((l) => l.preco_novo);

const precos = async () =>
  (await sql<{ preco_venda: string }>('select preco_venda from public.produtos where id = any($1::bigint[]) order by nome', [[ids.alfa, ids.beta, ids.gama]])).map(
    (r) => r.preco_venda,
  );
const contagem = async () =>
  (await sql<{ l: number; h: number }>('select (select count(*) from public.lotes_preco)::int l, (select count(*) from public.precos_historico)::int h'))[0];

beforeAll(async () => {
  funcionario = await clientAs('funcionario');
  [{ id: categoria }] = (await sql<{ id: string }>('insert into public.categorias (nome) values ($1) returning id', [unique('Categoria Reajuste')])).map((r) => ({ id: Number(r.id) }));
  [{ id: fornecedor }] = (
    await sql<{ id: string }>(
      `insert into public.fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 3333-0000', 'f@example.com') returning id`,
      [unique('Fornecedor Reajuste'), novoCnpj()],
    )
  ).map((r) => ({ id: Number(r.id) }));
  const inserir = async (nome: string, preco: number, custo: number, compra: number, fornecedorId: number | null) =>
    Number(
      (
        await sql<{ id: string }>(
          `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id, fornecedor_id) values ($1, $2, $3, $4, $5, $6) returning id`,
          [nome, preco, custo, compra, categoria, fornecedorId],
        )
      )[0].id,
    );
  ids.alfa = await inserir(nomes.alfa, 100, 40, 10, null);
  ids.beta = await inserir(nomes.beta, 59.9, 0, 30, fornecedor);
  ids.gama = await inserir(nomes.gama, 12.35, 0, 0, null);
  await sql(`insert into public.grades_produto (produto_id, cor, tamanho) values ($1, 'Vermelho', 'M'), ($2, 'Azul', 'P')`, [ids.beta, ids.gama]);
});

describe('gestor_preco_previa', () => {
  it('computes every rule and rounding to the cent, with the margins over cost, writing nothing', async () => {
    const antes = await contagem();
    expect(await novos({ tipo: 'percentual', valor: 10 })).toEqual([110, 65.89, 13.59]);
    expect(await novos({ tipo: 'percentual', valor: 10, arredondamento: '90' })).toEqual([110.9, 65.9, 13.9]);
    expect(await novos({ tipo: 'percentual', valor: 10, arredondamento: '99' })).toEqual([110.99, 65.99, 13.99]);
    expect(await novos({ tipo: 'percentual', valor: 10, arredondamento: 'inteiro' })).toEqual([110, 66, 14]);
    expect(await novos({ tipo: 'percentual', valor: -10 })).toEqual([90, 53.91, 11.12]);
    expect(await novos({ tipo: 'percentual', valor: '2.5', arredondamento: 'nenhum' })).toEqual([102.5, 61.4, 12.66]);
    expect(await novos({ tipo: 'valor', valor: -5.5 })).toEqual([94.5, 54.4, 6.85]);
    expect(await novos({ tipo: 'valor', valor: 0.1, arredondamento: '90' })).toEqual([100.9, 60.9, 12.9]);
    const soComCusto = daCategoria({ ids: [ids.gama] });
    expect(await novos({ tipo: 'markup', valor: 100 }, soComCusto)).toEqual([100, 60, null]);
    expect(await novos({ tipo: 'margem', valor: 40 }, soComCusto)).toEqual([83.33, 50, null]);
    expect(await novos({ tipo: 'margem', valor: 40, arredondamento: '99' }, soComCusto)).toEqual([83.99, 50.99, null]);

    const p = await previa({ tipo: 'margem', valor: 40 }, soComCusto);
    expect(p).toMatchObject({ total: 3, selecionados: 2, alterados: 2, erro: null });
    expect(p.linhas.map(({ nome, custo, preco, selecionado, margem, margem_nova }) => ({ nome, custo, preco, selecionado, margem, margem_nova }))).toEqual([
      { nome: nomes.alfa, custo: 50, preco: 100, selecionado: true, margem: 50, margem_nova: 40 },
      { nome: nomes.beta, custo: 30, preco: 59.9, selecionado: true, margem: 49.92, margem_nova: 40 },
      { nome: nomes.gama, custo: 0, preco: 12.35, selecionado: false, margem: 100, margem_nova: null },
    ]);
    expect(await contagem()).toEqual(antes);
  });

  it('filters by search words (accents and case ignored), supplier, colour and size; ticks, unticks, pages', async () => {
    const regra = { tipo: 'percentual', valor: 10 };
    const nomesDe = async (selecao: Record<string, unknown>) => (await previa(regra, selecao)).linhas.map((l) => l.nome);
    expect(await nomesDe({ busca: `GAMA ${tag.toUpperCase()}`, todos: true })).toEqual([nomes.gama]);
    expect(await nomesDe(daCategoria({ fornecedor_id: fornecedor }))).toEqual([nomes.beta]);
    expect(await nomesDe(daCategoria({ cor: 'vermelho' }))).toEqual([nomes.beta]);
    expect(await nomesDe(daCategoria({ tamanho: 'p' }))).toEqual([nomes.gama]);
    expect(await nomesDe(daCategoria({ cor: 'Vermelho', tamanho: 'P' }))).toEqual([]);

    // Only the ticked ones (within the filters), and every match but the unticked.
    const marcados = await previa(regra, daCategoria({ todos: false, ids: [ids.beta, 999999999] }));
    expect(marcados).toMatchObject({ total: 3, selecionados: 1, alterados: 1, erro: null });
    expect(marcados.linhas.map((l) => l.preco_novo)).toEqual([null, 65.89, null]);
    expect((await previa(regra, daCategoria({ ids: [ids.alfa] }))).linhas.map((l) => l.selecionado)).toEqual([false, true, true]);

    // Pages of 2, and the selected ones only.
    expect((await previa(regra, daCategoria(), 2, 2)).linhas.map((l) => l.nome)).toEqual([nomes.gama]);
    expect((await previa(regra, daCategoria({ ids: [ids.alfa] }), 1, 20, true)).linhas.map((l) => l.nome)).toEqual([nomes.beta, nomes.gama]);
    // No rule yet: the products with their prices and margins, no new price, nothing to refuse.
    expect(await previa(null)).toMatchObject({ total: 3, selecionados: 3, alterados: 0, erro: null });
  });

  it('says in Portuguese what Aplicar would refuse', async () => {
    const erro = async (regra: Regra, selecao: Record<string, unknown> = daCategoria()) => (await previa(regra, selecao)).erro;
    expect(await erro({ tipo: 'percentual', valor: 10 }, daCategoria({ todos: false }))).toBe('Selecione ao menos um produto.');
    expect(await erro({ tipo: 'valor', valor: -20 })).toBe(`O novo preço deve ser maior que zero: "${nomes.gama}" ficaria com −R$ 7,65.`);
    expect(await erro({ tipo: 'markup', valor: 50 })).toBe(`O produto "${nomes.gama}" não tem custo cadastrado: a regra sobre o custo não se aplica a ele.`);
    expect(await erro({ tipo: 'markup', valor: 100 }, daCategoria({ todos: false, ids: [ids.alfa] }))).toBe('Nenhum preço muda com esta regra.');
    expect(await erro({ tipo: 'margem', valor: 100 })).toBe('A margem desejada deve ficar entre 0% e 99,99%.');
    expect(await erro({ tipo: 'percentual', valor: -100 })).toBe('Uma redução deve ser menor que 100%.');
    expect(await erro({ tipo: 'percentual', valor: 0 })).toBe('Informe um percentual diferente de zero.');
    expect(await erro({ tipo: 'valor', valor: '1.234' })).toBe('O valor da regra aceita no máximo duas casas decimais.');
    expect(await erro({ tipo: 'valor', valor: 'dez' })).toBe('Informe o valor da regra.');
    expect(await erro({ tipo: 'dobro', valor: 2 })).toBe('Escolha a regra do reajuste.');
    expect(await erro({ tipo: 'valor', valor: 1, arredondamento: '95' })).toBe('Escolha um arredondamento válido.');
  });

  it('answers staff only', async () => {
    const user = await clientAs('user');
    expect((await user.rpc('gestor_preco_previa', { p_selecao: daCategoria(), p_regra: null })).data).toMatchObject({ total: 3 });
    for (const papel of ['cliente', 'anon'] as const) {
      const { error } = await (await clientAs(papel)).rpc('gestor_preco_previa', { p_selecao: daCategoria(), p_regra: null });
      expect(error).not.toBeNull();
    }
  });
});

describe('gestor_preco_aplicar and gestor_preco_reverter', () => {
  it('refuses with the exact message and writes nothing', async () => {
    const antes = { contagem: await contagem(), precos: await precos() };
    const recusa = async (cliente: SupabaseClient, selecao: Record<string, unknown>, regra: Regra, motivo: string) =>
      (await cliente.rpc('gestor_preco_aplicar', { p_selecao: selecao, p_regra: regra, p_motivo: motivo })).error?.message;
    const dez = { tipo: 'percentual', valor: 10 };
    expect(await recusa(funcionario, daCategoria({ todos: false }), dez, 'Verão')).toBe('Selecione ao menos um produto.');
    expect(await recusa(funcionario, daCategoria(), { tipo: 'valor', valor: -20 }, 'Verão')).toBe(
      `O novo preço deve ser maior que zero: "${nomes.gama}" ficaria com −R$ 7,65.`,
    );
    expect(await recusa(funcionario, daCategoria(), { tipo: 'margem', valor: 30 }, 'Verão')).toBe(
      `O produto "${nomes.gama}" não tem custo cadastrado: a regra sobre o custo não se aplica a ele.`,
    );
    expect(await recusa(funcionario, daCategoria({ todos: false, ids: [ids.alfa] }), { tipo: 'markup', valor: 100 }, 'Verão')).toBe('Nenhum preço muda com esta regra.');
    expect(await recusa(funcionario, daCategoria(), dez, '   ')).toBe('Informe o motivo do reajuste.');
    expect(await recusa(funcionario, daCategoria(), dez, 'x'.repeat(301))).toBe('O motivo aceita no máximo 300 caracteres.');
    expect(await recusa(funcionario, daCategoria(), { tipo: 'margem', valor: 100 }, 'Verão')).toBe('A margem desejada deve ficar entre 0% e 99,99%.');
    expect(await recusa(await clientAs('user'), daCategoria(), dez, 'Verão')).toBe('Sem permissão para alterar preços.');
    expect(await recusa(await clientAs('cliente'), daCategoria(), dez, 'Verão')).toBe('Sem permissão para alterar preços.');
    expect((await funcionario.rpc('gestor_preco_reverter', { p_lote_id: 999999999 })).error?.message).toBe('Lote de preços não encontrado.');
    expect(await contagem()).toEqual(antes.contagem);
    expect(await precos()).toEqual(antes.precos);
  });

  it('applies a batch in one call, keeps every change in the history, and reverts it as a new batch once', async () => {
    const funcionarioId = String(await usuarioId(demoLogin('funcionario').email));
    const adminId = String(await usuarioId(demoLogin('admin').email));
    const antes = await contagem();
    const { data, error } = await funcionario.rpc('gestor_preco_aplicar', {
      p_selecao: daCategoria(),
      p_regra: { tipo: 'percentual', valor: 10, arredondamento: '90' },
      p_motivo: '  Coleção de verão  ',
    });
    expect(error).toBeNull();
    const aplicado = data as { lote_id: number; produtos: number };
    expect(aplicado.produtos).toBe(3);
    expect(await precos()).toEqual(['110.90', '65.90', '13.90']);
    expect(await sql('select criado_por, descricao, motivo, regra, produtos, reverte_lote_id from public.lotes_preco where id = $1', [aplicado.lote_id])).toEqual([
      {
        criado_por: funcionarioId,
        descricao: '+10% sobre o preço, arredondado para ,90',
        motivo: 'Coleção de verão',
        regra: { tipo: 'percentual', valor: 10, arredondamento: '90' },
        produtos: 3,
        reverte_lote_id: null,
      },
    ]);
    const historicoDoLote = (lote: number) =>
      sql('select produto_id::int, preco_anterior, preco_novo, alterado_por, motivo from public.precos_historico where lote_id = $1 order by produto_id', [lote]);
    expect(await historicoDoLote(aplicado.lote_id)).toEqual([
      { produto_id: ids.alfa, preco_anterior: '100.00', preco_novo: '110.90', alterado_por: funcionarioId, motivo: 'Coleção de verão' },
      { produto_id: ids.beta, preco_anterior: '59.90', preco_novo: '65.90', alterado_por: funcionarioId, motivo: 'Coleção de verão' },
      { produto_id: ids.gama, preco_anterior: '12.35', preco_novo: '13.90', alterado_por: funcionarioId, motivo: 'Coleção de verão' },
    ]);
    expect(await contagem()).toEqual({ l: antes.l + 1, h: antes.h + 3 });

    // Beta repriced by hand after the batch: the reversion names it and writes nothing until confirmed.
    const admin = await clientAs('admin');
    expect((await admin.from('produtos').update({ preco_venda: 70 }).eq('id', ids.beta)).error).toBeNull();
    const meio = await contagem();
    const recusa = await admin.rpc('gestor_preco_reverter', { p_lote_id: aplicado.lote_id });
    expect(recusa.error?.message).toBe(`O preço de "${nomes.beta}" mudou depois deste lote (agora R$ 70,00). Confirme para reverter mesmo assim.`);
    expect(recusa.error?.hint).toBe('confirmar');
    expect(await contagem()).toEqual(meio);
    expect(await precos()).toEqual(['110.90', '70.00', '13.90']);

    const revertido = await admin.rpc('gestor_preco_reverter', { p_lote_id: aplicado.lote_id, p_confirmar: true });
    expect(revertido.error).toBeNull();
    const reversao = revertido.data as { lote_id: number; produtos: number };
    expect(reversao.produtos).toBe(3);
    expect(await precos()).toEqual(['100.00', '59.90', '12.35']);
    const motivoReversao = `Reversão do lote #${aplicado.lote_id} (Coleção de verão)`;
    expect(await sql('select criado_por, descricao, motivo, produtos, reverte_lote_id::int from public.lotes_preco where id = $1', [reversao.lote_id])).toEqual([
      { criado_por: adminId, descricao: `Reversão do lote #${aplicado.lote_id}`, motivo: motivoReversao, produtos: 3, reverte_lote_id: aplicado.lote_id },
    ]);
    expect(await historicoDoLote(reversao.lote_id)).toEqual([
      { produto_id: ids.alfa, preco_anterior: '110.90', preco_novo: '100.00', alterado_por: adminId, motivo: motivoReversao },
      { produto_id: ids.beta, preco_anterior: '70.00', preco_novo: '59.90', alterado_por: adminId, motivo: motivoReversao },
      { produto_id: ids.gama, preco_anterior: '13.90', preco_novo: '12.35', alterado_por: adminId, motivo: motivoReversao },
    ]);

    // Once only.
    const depois = await contagem();
    expect((await admin.rpc('gestor_preco_reverter', { p_lote_id: aplicado.lote_id, p_confirmar: true })).error?.message).toBe('Este lote já foi revertido.');
    expect((await (await clientAs('user')).rpc('gestor_preco_reverter', { p_lote_id: reversao.lote_id })).error?.message).toBe('Sem permissão para alterar preços.');
    expect(await contagem()).toEqual(depois);

    // The lists: the batches newest first (the reverted one says by which), a product's history newest first.
    const lotes = (await (await clientAs('user')).rpc('gestor_preco_lotes', { p_pagina: 1, p_por_pagina: 2 })).data as {
      total: number;
      linhas: { id: number; usuario: string; produtos: number; revertido_por: number | null; reverte_lote_id: number | null }[];
    };
    expect(lotes.total).toBeGreaterThanOrEqual(2);
    expect(lotes.linhas.map(({ id, produtos, revertido_por, reverte_lote_id }) => ({ id, produtos, revertido_por, reverte_lote_id }))).toEqual([
      { id: reversao.lote_id, produtos: 3, revertido_por: null, reverte_lote_id: aplicado.lote_id },
      { id: aplicado.lote_id, produtos: 3, revertido_por: reversao.lote_id, reverte_lote_id: null },
    ]);
    const historico = (await funcionario.rpc('gestor_preco_historico', { p_produto_id: ids.beta })).data as {
      usuario: string | null;
      preco_anterior: number | null;
      preco_novo: number;
      motivo: string;
      lote_id: number | null;
    }[];
    const [adminNome, funcionarioNome] = await Promise.all(
      [adminId, funcionarioId].map(async (id) => (await sql<{ nome: string }>('select nome from public.usuarios where id = $1', [id]))[0].nome),
    );
    expect(historico.map(({ usuario, preco_anterior, preco_novo, motivo, lote_id }) => ({ usuario, preco_anterior, preco_novo, motivo, lote_id }))).toEqual([
      { usuario: adminNome, preco_anterior: 70, preco_novo: 59.9, motivo: motivoReversao, lote_id: reversao.lote_id },
      { usuario: adminNome, preco_anterior: 65.9, preco_novo: 70, motivo: 'Preço alterado', lote_id: null },
      { usuario: funcionarioNome, preco_anterior: 59.9, preco_novo: 65.9, motivo: 'Coleção de verão', lote_id: aplicado.lote_id },
      { usuario: null, preco_anterior: null, preco_novo: 59.9, motivo: 'Cadastro do produto', lote_id: null },
    ]);
  });

  it('reverts only what the batch changed and refuses a reversion that changes nothing', async () => {
    // −R$ 0,10 on Alfa and Beta only, then Alfa put back by hand: reverting (confirmed) changes Beta alone.
    const { data } = await funcionario.rpc('gestor_preco_aplicar', {
      p_selecao: daCategoria({ todos: false, ids: [ids.alfa, ids.beta] }),
      p_regra: { tipo: 'valor', valor: -0.1 },
      p_motivo: 'Ajuste fino',
    });
    const lote = data as { lote_id: number; produtos: number };
    expect(lote.produtos).toBe(2);
    expect(await precos()).toEqual(['99.90', '59.80', '12.35']);
    await sql('update public.produtos set preco_venda = 100 where id = $1', [ids.alfa]);
    const { data: reversao, error } = await funcionario.rpc('gestor_preco_reverter', { p_lote_id: lote.lote_id, p_confirmar: true });
    expect(error).toBeNull();
    expect(reversao).toMatchObject({ produtos: 1 });
    expect(await precos()).toEqual(['100.00', '59.90', '12.35']);

    // A batch whose products are all back at their old price already: nothing to revert.
    const { data: outro } = await funcionario.rpc('gestor_preco_aplicar', {
      p_selecao: daCategoria({ todos: false, ids: [ids.gama] }),
      p_regra: { tipo: 'valor', valor: 1 },
      p_motivo: 'Teste',
    });
    await sql('update public.produtos set preco_venda = 12.35 where id = $1', [ids.gama]);
    const antes = await contagem();
    expect((await funcionario.rpc('gestor_preco_reverter', { p_lote_id: (outro as { lote_id: number }).lote_id, p_confirmar: true })).error?.message).toBe(
      'Nenhum preço muda ao reverter este lote.',
    );
    expect(await contagem()).toEqual(antes);
  });

  it('lists the filters\' options for staff', async () => {
    const { data, error } = await (await clientAs('user')).rpc('gestor_preco_opcoes');
    expect(error).toBeNull();
    const opcoes = data as { categorias: { id: number }[]; fornecedores: { id: number }[]; cores: string[]; tamanhos: string[] };
    expect(opcoes.categorias.map((c) => c.id)).toContain(categoria);
    expect(opcoes.fornecedores.map((f) => f.id)).toContain(fornecedor);
    expect(opcoes.cores).toEqual(expect.arrayContaining(['Vermelho', 'Azul']));
    expect(opcoes.tamanhos).toEqual(expect.arrayContaining(['M', 'P']));
    expect((await (await clientAs('cliente')).rpc('gestor_preco_opcoes')).error?.message).toBe('Acesso restrito à equipe da loja');
  });
});
