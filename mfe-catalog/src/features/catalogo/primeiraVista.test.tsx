import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, PRIMEIRA_VISTA_ID } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { selectItens } from '../../components/sacola';
import { catalogoApi } from './api';
import { catalogoParams, POR_PAGINA } from './filters';
import { carregarApi } from './fonteDoCatalogo';
import { ProductCard } from './components/ProductCard';
import { CAPTURA_DE_TOQUES, isDadosPrimeiraVista, repetirToques, semearCache, tomarToques, type DadosPrimeiraVista } from './primeiraVista';
import { produto, renderCatalogo } from './test/renderCatalogo';
import { useAddToSacola } from './useAddToSacola';
import type { ProdutoCatalogo } from './types';

afterEach(() => {
  act(() => dismissToast());
  document.getElementById(PRIMEIRA_VISTA_ID)?.remove();
  window.__lojaToques = undefined;
});

function Card({ item }: { item: ProdutoCatalogo }) {
  return <ProductCard produto={item} onOpen={() => {}} onAdd={useAddToSacola()} />;
}

const dados = (search: string): DadosPrimeiraVista => ({
  categorias: [{ id: 1, nome: 'Biquínis' }],
  empresa: null,
  catalogo: {
    filtros: catalogoParams.parse(new URLSearchParams(search)),
    pagina: { rows: [produto()], total: 1, page: 1, pageSize: POR_PAGINA, totalPages: 1 },
  },
});

describe('the first view data', () => {
  it("seeds the grid's page under the filters the grid reads from the same address", async () => {
    const store = makeStore();
    const search = '?categoria=1&ordem=preco_asc&pagina=1';
    semearCache(store, dados(search));
    // RTK Query comes after the grid (issue 25 §2): what the page started with goes into its cache then.
    await carregarApi(store);
    // What useListParams(catalogoParams) gives the grid for that address, as the grid's query argument.
    const filtros = catalogoParams.parse(new URLSearchParams(search));
    const entrada = catalogoApi.endpoints.getCatalogo.select(filtros)(store.getState());
    expect(entrada.status).toBe('fulfilled');
    expect(entrada.data?.rows.map((p) => p.nome)).toEqual(['Biquíni Cortininha Tropical']);
    expect(catalogoApi.endpoints.getCategorias.select()(store.getState()).data).toEqual([{ id: 1, nome: 'Biquínis' }]);
  });

  it('reads only data with the grid page in it (an older remote deploy wrote none)', () => {
    expect(isDadosPrimeiraVista(dados(''))).toBe(true);
    expect(isDadosPrimeiraVista({ categorias: [], empresa: null })).toBe(false);
    expect(isDadosPrimeiraVista({ categorias: [], empresa: null, catalogo: { filtros: {}, pagina: {} } })).toBe(false);
    expect(isDadosPrimeiraVista(null)).toBe(false);
  });
});

describe('taps on the first view before the takeover (issue 25 §3)', () => {
  it("are recorded by the inline listener and replayed in order on the page's card: colour, size, add", async () => {
    // The first view: a static copy of the card's markup (no handler), as the server renders it.
    const primeira = renderCatalogo(<Card item={produto()} />);
    const markup = primeira.container.innerHTML;
    primeira.unmount();
    const fragmento = document.createElement('div');
    fragmento.id = PRIMEIRA_VISTA_ID;
    fragmento.innerHTML = markup;
    const fora = document.createElement('button');
    fora.setAttribute('data-toque', 'adicionar');
    document.body.append(fragmento, fora);
    // The <head> script, as the browser runs it before the fragment is parsed.
    new Function(CAPTURA_DE_TOQUES)();

    // Rosa, then G (the fragment shows every size: no script narrows them), then add; a click outside the first view is not a tap on it.
    const cartao = within(fragmento);
    fireEvent.click(cartao.getByRole('button', { name: 'Rosa' }));
    fireEvent.click(cartao.getByRole('button', { name: 'G' }));
    fireEvent.click(cartao.getByRole('button', { name: /Adicionar à sacola/ }).querySelector('svg')!);
    fireEvent.click(fora);
    expect(window.__lojaToques).toEqual([
      { produto: '7', toque: 'cor:Rosa' },
      { produto: '7', toque: 'tamanho:G' },
      { produto: '7', toque: 'adicionar' },
    ]);

    // The takeover: the fragment goes, the page's own card is rendered, the taps are replayed on it.
    fragmento.remove();
    fora.remove();
    const { store } = renderCatalogo(<Card item={produto()} />);
    const toques = tomarToques();
    await act(() => repetirToques(toques));
    expect(selectItens(store.getState())).toEqual([
      expect.objectContaining({ produto: expect.objectContaining({ id: 7 }), gradeSelecionada: expect.objectContaining({ cor: 'Rosa', tamanho: 'G' }), quantidade: 1 }),
    ]);
    expect(await screen.findByText('Produto adicionado!')).toBeInTheDocument();
    // Once: the list is taken and the listener stops recording.
    expect(tomarToques()).toEqual([]);
  });

  it("records a tap on the header's menu (outside any card) and clicks the page's own menu button", async () => {
    const fragmento = document.createElement('div');
    fragmento.id = PRIMEIRA_VISTA_ID;
    fragmento.innerHTML = '<header><button type="button" data-toque="menu" aria-label="Abrir menu"></button></header>';
    document.body.append(fragmento);
    new Function(CAPTURA_DE_TOQUES)();

    fireEvent.click(within(fragmento).getByRole('button', { name: 'Abrir menu' }));
    expect(window.__lojaToques).toEqual([{ produto: '', toque: 'menu' }]);

    // After the takeover: the page's header has its own button; a card's control named "menu" would not be it.
    fragmento.remove();
    const aberturas: string[] = [];
    const pagina = document.createElement('div');
    pagina.innerHTML =
      '<div data-produto="7"><button type="button" data-toque="menu">cartão</button></div><button type="button" data-toque="menu">cabeçalho</button>';
    pagina.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => aberturas.push(b.textContent ?? '')));
    document.body.append(pagina);
    await act(() => repetirToques(tomarToques()));
    expect(aberturas).toEqual(['cabeçalho']);
    pagina.remove();
  });
});
