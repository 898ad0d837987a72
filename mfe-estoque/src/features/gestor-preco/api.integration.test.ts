/**
 * The Gestor de Preço's endpoints against the local stack (the database's rules are in
 * local-supabase/test/gestor-preco.test.ts): what the page reads and sends, typed. As the demo funcionário:
 * the preview of two products found by their tag (the rule sent as the page builds it, the rows typed,
 * the refusal as `erro`), "Aplicar" through the mutation, the batch in the list, the product's history,
 * and "Reverter" refused with hint 'confirmar' for a price changed after the batch, then confirmed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { criarProduto, removerCriados } from '../../test/estoqueProdutos';
import { gestorPrecoApi, type SelecaoGestor } from './api';
import { regraValida } from './regra';

const endpoints = gestorPrecoApi.endpoints;

afterAll(removerCriados);

/** Runs a query or mutation through a fresh store, as a page would, and lets it go. */
async function executar<T>(start: (store: ReturnType<typeof makeStore>) => { unwrap(): Promise<T> } & ({ unsubscribe(): void } | { reset(): void })): Promise<T> {
  const request = start(makeStore());
  try {
    return await request.unwrap();
  } finally {
    if ('unsubscribe' in request) request.unsubscribe();
  }
}

describe('gestor de preço endpoints', () => {
  it('previews, applies, lists, shows the history and reverts through the page\'s endpoints', async () => {
    const tag = unique('Reajuste').replace(/-/g, ' ');
    const canga = await criarProduto(`Canga ${tag}`);
    const viseira = await criarProduto(`Viseira ${tag}`);
    // 79,90 each (the helper's price); the canga costs 30,00 + 10,00.
    await sql('update produtos set preco_custo = 30, preco_compra = 10 where id = $1', [canga.id]);
    await signInAs('funcionario');

    const selecao: SelecaoGestor = { busca: tag, categoria: null, fornecedor: null, cor: '', tamanho: '', todos: true, ids: [] };
    const regra = regraValida('percentual', '10', '90');
    expect(regra).not.toBeNull();
    const previa = await executar((s) => s.dispatch(endpoints.getPreviaPreco.initiate({ selecao, regra, page: 1, pageSize: 10, somenteSelecionados: false })));
    expect(previa).toMatchObject({ total: 2, selecionados: 2, alterados: 2, erro: null });
    // 79,90 + 10 % = 87,89 → 87,90; the canga's margin 50 % → 54,49 %.
    expect(previa.linhas[0]).toEqual({
      id: canga.id, nome: canga.nome, codigo_barras: expect.any(String), categoria: expect.any(String),
      custo: 40, preco: 79.9, selecionado: true, preco_novo: 87.9, margem: 49.94, margem_nova: 54.49,
    });
    const recusa = await executar((s) =>
      s.dispatch(endpoints.getPreviaPreco.initiate({ selecao: { ...selecao, todos: false }, regra, page: 1, pageSize: 10, somenteSelecionados: false })),
    );
    expect(recusa.erro).toBe('Selecione ao menos um produto.');

    const aplicado = await executar((s) => s.dispatch(endpoints.aplicarReajustePreco.initiate({ selecao, regra: regra!, motivo: 'Teste da tela' })));
    expect(aplicado.produtos).toBe(2);
    const lotes = await executar((s) => s.dispatch(endpoints.listLotesPreco.initiate({ page: 1, pageSize: 10 })));
    expect(lotes.linhas[0]).toMatchObject({
      id: aplicado.lote_id, descricao: '+10% sobre o preço, arredondado para ,90', motivo: 'Teste da tela', produtos: 2, revertido_por: null, reverte_lote_id: null,
    });
    const historico = await executar((s) => s.dispatch(endpoints.getHistoricoPreco.initiate(canga.id)));
    expect(historico.map(({ preco_anterior, preco_novo, motivo, lote_id }) => ({ preco_anterior, preco_novo, motivo, lote_id }))).toEqual([
      { preco_anterior: 79.9, preco_novo: 87.9, motivo: 'Teste da tela', lote_id: aplicado.lote_id },
      { preco_anterior: null, preco_novo: 79.9, motivo: 'Cadastro do produto', lote_id: null },
    ]);

    // The viseira repriced by hand after the batch: the first "Reverter" is refused with the hint the page asks on.
    await sql('update produtos set preco_venda = 90 where id = $1', [viseira.id]);
    await expect(executar((s) => s.dispatch(endpoints.reverterLotePreco.initiate({ loteId: aplicado.lote_id, confirmar: false })))).rejects.toMatchObject({
      message: `O preço de "${viseira.nome}" mudou depois deste lote (agora R$ 90,00). Confirme para reverter mesmo assim.`,
      hint: 'confirmar',
    });
    const revertido = await executar((s) => s.dispatch(endpoints.reverterLotePreco.initiate({ loteId: aplicado.lote_id, confirmar: true })));
    expect(revertido.produtos).toBe(2);
    expect(await sql<{ preco_venda: string }>('select preco_venda from produtos where id = any($1::bigint[]) order by nome', [[canga.id, viseira.id]])).toEqual([
      { preco_venda: '79.90' },
      { preco_venda: '79.90' },
    ]);
  });
});
