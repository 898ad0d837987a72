/**
 * The balanço's endpoints against the local stack, signed in as the demo funcionário, as the pages call
 * them: open a session of chosen products, count by code (a repeated scan says so) and by grade with a
 * typed quantity, a refused code keeps the database's words, the review typed from balanco_revisao
 * (counted vs system, difference at cost), Aplicar, and the list.
 */
import { describe, expect, it } from 'vitest';
import { getSupabase, makeStore } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { registrar, responsavel } from '../../test/estoqueProdutos';
import { balancoApi } from './api';

const endpoints = balancoApi.endpoints;

describe('balanço endpoints', () => {
  it('open, count, review, apply and list, with the database refusing an unknown code in its own words', async () => {
    await signInAs('funcionario');
    // Made here, not with criarProduto: its clean-up deletes the movements, and a balanço's cannot be.
    const nome = unique('Saída de Praia Balanço');
    const codigo = unique('BALAPI');
    const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, preco_custo, categoria_id) values ($1, 79.9, 12.5, 1) returning id::int', [nome]);
    const [{ id: grade }] = await sql<{ id: number }>(
      `insert into grades_produto (produto_id, cor, tamanho, codigo_barras) values ($1, 'Coral', 'M', $2) returning id::int`,
      [id, codigo],
    );
    const produto = { id, nome };
    await registrar(getSupabase(), await responsavel(), [{ produto_id: produto.id, grade_id: grade, tipo: 'entrada', quantidade: 2 }]);

    const store = makeStore();
    const aberto = await store.dispatch(endpoints.abrirBalanco.initiate({ escopo: 'produtos', categoria_id: null, produtos: [produto.id], observacoes: null })).unwrap();
    expect(aberto.codigo).toBe(`B-${String(aberto.id).padStart(6, '0')}`);

    const primeira = await store.dispatch(endpoints.registrarContagem.initiate({ balancoId: aberto.id, codigo, quantidade: 1 })).unwrap();
    expect(primeira).toEqual({ nome: `${produto.nome} (Coral/M)`, produto_id: produto.id, grade_id: grade, quantidade: 1, repetida: false });
    expect(await store.dispatch(endpoints.registrarContagem.initiate({ balancoId: aberto.id, codigo, quantidade: 1 })).unwrap()).toMatchObject({
      quantidade: 2,
      repetida: true,
    });
    expect(
      await store.dispatch(endpoints.registrarContagem.initiate({ balancoId: aberto.id, produtoId: produto.id, gradeId: grade, quantidade: 3 })).unwrap(),
    ).toMatchObject({ quantidade: 5, repetida: true });
    await expect(store.dispatch(endpoints.registrarContagem.initiate({ balancoId: aberto.id, codigo: 'NAO-EXISTE-99', quantidade: 1 })).unwrap()).rejects.toMatchObject({
      message: 'Código NAO-EXISTE-99 não encontrado.',
    });

    const revisao = await store.dispatch(endpoints.getBalancoRevisao.initiate(aberto.id)).unwrap();
    expect(revisao.balanco).toMatchObject({ id: aberto.id, codigo: aberto.codigo, status: 'aberto', escopo: 'produtos', produtos: 1 });
    expect(revisao.linhas).toEqual([
      expect.objectContaining({ grade_id: grade, cor: 'Coral', tamanho: 'M', codigo_barras: codigo, contado: 5, sistema: 2, diferenca: 3, valor_diferenca: 37.5, mudou: false, leituras: 3 }),
    ]);
    expect(revisao.totais).toMatchObject({ contados: 1, unidades: 5, sobra: 3, falta: 0, valor_sobra: 37.5, nao_contados: 0 });

    expect(await store.dispatch(endpoints.aplicarBalanco.initiate({ balancoId: aberto.id, confirmado: false })).unwrap()).toEqual({ ajustes: 1 });
    expect(await sql('select estoque_atual::int e from grades_produto where id = $1', [grade])).toEqual([{ e: 5 }]);
    const fechado = await store.dispatch(endpoints.getBalancoRevisao.initiate(aberto.id, { forceRefetch: true })).unwrap();
    expect(fechado.balanco.status).toBe('aplicado');
    expect(fechado.linhas[0]).toMatchObject({ contado: 5, sistema: 2, diferenca: 3 });

    const lista = await store.dispatch(endpoints.listBalancos.initiate({ page: 1, pageSize: 5, sort: { column: 'aberto_em', ascending: false } })).unwrap();
    expect(lista.rows[0]).toMatchObject({ id: aberto.id, codigo: aberto.codigo, status: 'aplicado', itens_contados: 1, unidades_contadas: 5 });
  });
});
