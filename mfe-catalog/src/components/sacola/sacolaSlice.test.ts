import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore, rootReducer } from '@loja/shared-ui/platform';
import {
  adicionarItem,
  atualizarQuantidade,
  carregarSacola,
  sacolaSlice,
  limparSacola,
  removerItem,
  selectItens,
  selectTotalItens,
  selectValorTotal,
} from './sacolaSlice';
import { biquini, canga, gradeAzulM, gradeRosaG, item } from './fixtures';
import type { SacolaState } from './types';

const reduce = sacolaSlice.reducer;
const empty: SacolaState = { itens: [] };

beforeEach(() => localStorage.clear());

describe('sacolaSlice', () => {
  it('is named sacola and starts empty when nothing is stored', () => {
    expect(sacolaSlice.name).toBe('sacola');
    expect(makeStore().getState().sacola).toEqual({ itens: [] });
  });

  it('adds a new line with quantity 1, keeping only the sacola fields of the product and grade', () => {
    const state = reduce(
      empty,
      adicionarItem({
        produto: { ...biquini, preco_venda: '89.90', imagens: [{ url_imagem: 'a.jpg', tipo_imagem: 'principal' }] },
        grade: { ...gradeAzulM },
      }),
    );
    expect(state.itens).toEqual([
      {
        produto: { id: 1, nome: 'Biquíni Tropical', preco_venda: 89.9, imagens: [{ url_imagem: 'a.jpg', tipo_imagem: 'principal' }] },
        gradeSelecionada: { id: 10, tamanho: 'M', cor: 'Azul' },
        quantidade: 1,
      },
    ]);
  });

  it('drops extra columns the catalogue hands over', () => {
    const produto = { ...biquini, descricao: 'longa', estoque_atual: 5 };
    const grade = { ...gradeAzulM, cor_rgb: '#0000ff', estoque_atual: 3 };
    const state = reduce(empty, adicionarItem({ produto, grade }));
    expect(Object.keys(state.itens[0].produto).sort()).toEqual(['id', 'imagens', 'nome', 'preco_venda']);
    expect(state.itens[0].gradeSelecionada).toEqual({ id: 10, tamanho: 'M', cor: 'Azul' });
  });

  it('never holds more than the disponível the catalogue gave (adding or raising), and a 0 adds nothing', () => {
    let state = reduce(empty, adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2, disponivel: 3 }));
    state = reduce(state, adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2, disponivel: 3 }));
    expect(state.itens[0]).toMatchObject({ quantidade: 3, disponivel: 3 });
    state = reduce(state, atualizarQuantidade({ produtoId: biquini.id, gradeId: gradeAzulM.id, quantidade: 9 }));
    expect(state.itens[0].quantidade).toBe(3);
    expect(reduce(empty, adicionarItem({ produto: biquini, grade: gradeAzulM, disponivel: 0 })).itens).toEqual([]);
  });

  it('raises the quantity by 1 for the same product and the same grade', () => {
    let state = reduce(empty, adicionarItem({ produto: biquini, grade: gradeAzulM }));
    state = reduce(state, adicionarItem({ produto: biquini, grade: gradeAzulM }));
    expect(state.itens).toHaveLength(1);
    expect(state.itens[0].quantidade).toBe(2);
  });

  it('makes separate lines for another grade and for no grade (line = product + grade)', () => {
    let state = reduce(empty, adicionarItem({ produto: biquini, grade: gradeAzulM }));
    state = reduce(state, adicionarItem({ produto: biquini, grade: gradeRosaG }));
    state = reduce(state, adicionarItem({ produto: biquini }));
    state = reduce(state, adicionarItem({ produto: biquini, grade: null }));
    expect(state.itens.map((i) => [i.produto.id, i.gradeSelecionada?.id ?? null, i.quantidade])).toEqual([
      [1, 10, 1],
      [1, 11, 1],
      [1, null, 2],
    ]);
  });

  it('adds n at once with quantidade (product dialog) and ignores a quantity below 1', () => {
    let state = reduce(empty, adicionarItem({ produto: canga, quantidade: 3 }));
    state = reduce(state, adicionarItem({ produto: canga, quantidade: 2 }));
    expect(state.itens[0].quantidade).toBe(5);
    expect(reduce(state, adicionarItem({ produto: canga, quantidade: 0 }))).toBe(state);
  });

  it('removes a line by product id and grade id; without grade id only the line without grade', () => {
    const start: SacolaState = {
      itens: [item(biquini, 1, gradeAzulM), item(biquini, 2, gradeRosaG), item(biquini, 3), item(canga, 1)],
    };
    const semAzul = reduce(start, removerItem({ produtoId: 1, gradeId: 10 }));
    expect(semAzul.itens.map((i) => i.quantidade)).toEqual([2, 3, 1]);
    const semGrade = reduce(semAzul, removerItem({ produtoId: 1 }));
    expect(semGrade.itens.map((i) => [i.produto.id, i.gradeSelecionada?.id ?? null])).toEqual([
      [1, 11],
      [2, null],
    ]);
  });

  it('sets a line quantity, and 0 or less removes the line', () => {
    const start: SacolaState = { itens: [item(biquini, 1, gradeAzulM), item(canga, 2)] };
    const cinco = reduce(start, atualizarQuantidade({ produtoId: 1, gradeId: 10, quantidade: 5 }));
    expect(cinco.itens.map((i) => i.quantidade)).toEqual([5, 2]);
    expect(reduce(cinco, atualizarQuantidade({ produtoId: 2, quantidade: 0 })).itens).toEqual([item(biquini, 5, gradeAzulM)]);
    expect(reduce(cinco, atualizarQuantidade({ produtoId: 1, gradeId: 10, quantidade: -2 })).itens).toEqual([item(canga, 2)]);
    // The grade is part of the identity: the line with grade 10 is not the line without grade.
    expect(reduce(cinco, atualizarQuantidade({ produtoId: 1, quantidade: 9 }))).toEqual(cinco);
  });

  it('clears the sacola and replaces it from storage (carregarSacola)', () => {
    const start: SacolaState = { itens: [item(biquini, 1), item(canga, 2)] };
    expect(reduce(start, limparSacola())).toEqual({ itens: [] });
    const other = [item(canga, 4, gradeRosaG)];
    expect(reduce(start, carregarSacola(other))).toEqual({ itens: other });
  });

  it('selects the lines, the item count and the value (preco_venda × quantidade, in cents)', () => {
    const store = makeStore();
    store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
    store.dispatch(adicionarItem({ produto: canga }));
    store.dispatch(adicionarItem({ produto: { id: 3, nome: 'Chapéu', preco_venda: 0.1, imagens: [] }, quantidade: 3 }));
    expect(selectItens(store.getState())).toHaveLength(3);
    expect(selectTotalItens(store.getState())).toBe(6);
    // 2 × 89.90 + 45 + 3 × 0.10 = 225.10 exactly (plain float sums give 225.10000000000002).
    expect(selectValorTotal(store.getState())).toBe(225.1);
  });

  it('is harmless to inject again, also with an equivalent new reducer (module re-evaluation)', () => {
    const store = makeStore();
    store.dispatch(adicionarItem({ produto: canga, quantidade: 2 }));
    rootReducer.inject(sacolaSlice);
    rootReducer.inject(
      { reducerPath: 'sacola', reducer: (state: SacolaState | undefined, action) => sacolaSlice.reducer(state, action) },
      { overrideExisting: true },
    );
    store.dispatch(adicionarItem({ produto: canga }));
    expect(selectItens(store.getState())).toEqual([item(canga, 3)]);
    rootReducer.inject(sacolaSlice, { overrideExisting: true });
  });
});
