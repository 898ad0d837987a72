import { act, cleanup } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, useAppDispatch, type AppStore } from '@loja/shared-ui/platform';
import { renderHookWithProviders, renderWithProviders } from '@loja/shared-ui/testing';
import { SacolaProvider } from './SacolaProvider';
import { adicionarItem, selectItens } from './sacolaSlice';
import { useSacola } from './useSacola';
import { biquini, canga, gradeAzulM, item } from './fixtures';

/** useSacola inside the SacolaProvider, over `store` (made before the mount when the test needs that). */
const renderUseSacola = (store: AppStore = makeStore()) => renderHookWithProviders(() => useSacola(), { store, wrapper: SacolaProvider });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function stored(): unknown {
  return JSON.parse(localStorage.getItem('carrinho') ?? 'null');
}

function otherTabWrites(value: string | null, key: string | null = 'carrinho') {
  // The other tab's write: storage already holds the value, this tab only receives the event.
  if (key !== null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } else {
    localStorage.clear();
  }
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  });
}

describe('sacola persistence (localStorage "carrinho")', () => {
  it('saves the sacola as JSON on every change', () => {
    const { result } = renderUseSacola();
    act(() => result.current.adicionar({ produto: biquini, grade: gradeAzulM }));
    expect(stored()).toEqual([item(biquini, 1, gradeAzulM)]);
    act(() => result.current.adicionar({ produto: canga, quantidade: 2 }));
    act(() => result.current.atualizarQuantidade(1, 4, 10));
    expect(stored()).toEqual([item(biquini, 4, gradeAzulM), item(canga, 2)]);
    act(() => result.current.remover(2));
    expect(stored()).toEqual([item(biquini, 4, gradeAzulM)]);
    act(() => result.current.limpar());
    expect(localStorage.getItem('carrinho')).toBe('[]');
  });

  it('loads the stored sacola at start and never overwrites it with an empty one', () => {
    const sacola = [item(biquini, 2, gradeAzulM), item(canga, 1)];
    localStorage.setItem('carrinho', JSON.stringify(sacola));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const store = makeStore();
    expect(selectItens(store.getState())).toEqual(sacola);
    const { result } = renderUseSacola(store);
    expect(result.current.itens).toEqual(sacola);
    expect(result.current.totalItens).toBe(3);
    expect(result.current.valorTotal).toBe(224.8);
    expect(setItem).not.toHaveBeenCalled();
    act(() => result.current.adicionar({ produto: canga }));
    expect(stored()).toEqual([item(biquini, 2, gradeAzulM), item(canga, 2)]);
  });

  it('keeps a change made by a child before the provider mounted', () => {
    function AddsOnMount() {
      const dispatch = useAppDispatch();
      useEffect(() => {
        dispatch(adicionarItem({ produto: canga }));
      }, [dispatch]);
      return null;
    }
    renderWithProviders(<AddsOnMount />, { wrapper: SacolaProvider });
    expect(stored()).toEqual([item(canga, 1)]);
  });

  it('catches up with a sacola another tab saved between the store\'s first read and the mount', () => {
    const store = makeStore();
    expect(selectItens(store.getState())).toEqual([]);
    localStorage.setItem('carrinho', JSON.stringify([item(canga, 2)]));
    const { result } = renderUseSacola(store);
    expect(result.current.itens).toEqual([item(canga, 2)]);
  });

  it.each([
    ['text that is not JSON', '{itens: ['],
    ['a value that is not a list', JSON.stringify({ itens: [] })],
    ['a line without produto.id', JSON.stringify([{ produto: { nome: 'X', preco_venda: 1, imagens: [] }, quantidade: 1 }])],
    ['a line with quantidade 0', JSON.stringify([item(canga, 0)])],
    ['a line with negative quantidade', JSON.stringify([item(canga, -1)])],
  ])('logs "Erro ao carregar dados do carrinho", removes the value and starts empty for %s', (_case, raw) => {
    localStorage.setItem('carrinho', raw);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    expect(selectItens(store.getState())).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Erro ao carregar dados do carrinho', expect.any(Error));
    expect(localStorage.getItem('carrinho')).toBeNull();
  });

  it('follows the sacola of another tab through the storage event', () => {
    const { result } = renderUseSacola();
    act(() => result.current.adicionar({ produto: biquini }));

    const fromOtherTab = [item(canga, 3, gradeAzulM)];
    otherTabWrites(JSON.stringify(fromOtherTab));
    expect(result.current.itens).toEqual(fromOtherTab);
    expect(result.current.totalItens).toBe(3);
    expect(stored()).toEqual(fromOtherTab);

    otherTabWrites('[]');
    expect(result.current.itens).toEqual([]);
    otherTabWrites(JSON.stringify([item(biquini, 1)]));
    otherTabWrites(null);
    expect(result.current.itens).toEqual([]);
    otherTabWrites(JSON.stringify([item(biquini, 1)]));
    otherTabWrites(null, null);
    expect(result.current.itens).toEqual([]);
  });

  it('ignores other keys, and a corrupt value from another tab gives an empty sacola with the console message', () => {
    const { result } = renderUseSacola();
    act(() => result.current.adicionar({ produto: biquini }));
    otherTabWrites('qualquer', 'outra-chave');
    expect(result.current.itens).toEqual([item(biquini, 1)]);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    otherTabWrites('[{"produto":');
    expect(logged).toHaveBeenCalledWith('Erro ao carregar dados do carrinho', expect.any(SyntaxError));
    expect(result.current.itens).toEqual([]);
  });

  it('stops saving and listening once unmounted', () => {
    const { unmount, store } = renderUseSacola();
    unmount();
    store.dispatch(adicionarItem({ produto: canga }));
    expect(localStorage.getItem('carrinho')).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'carrinho', newValue: '[]', storageArea: localStorage }));
    expect(selectItens(store.getState())).toEqual([item(canga, 1)]);
  });

  it('throws the exact message when useSacola is used outside a SacolaProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHookWithProviders(() => useSacola())).toThrowError(
      /^useSacola deve ser usado dentro de um SacolaProvider$/,
    );
  });
});
