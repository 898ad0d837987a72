import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, PRIMEIRA_VISTA_DADOS_ID } from '@loja/shared-ui';
import { ACCOUNT_DIALOG_SHOWN_KEY, parseRuntimeConfig, setPublicClientFetch, setRuntimeConfig } from '@loja/shared-ui/platform/core';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { catalogoApi } from './api';
import { CatalogoPage } from './CatalogoPage';
import { catalogoParams, POR_PAGINA } from './filters';
import { fonteDe } from './fonteDoCatalogo';
import type { DadosPrimeiraVista } from './primeiraVista';
import { produto } from './test/renderCatalogo';

// Issue 25 §2: RTK Query is off the path to /catalogo's grid. The page starts from the data embedded
// in the HTML, or reads the first page at once through the public client; RTK Query comes after the
// grid has its cards, gets the same data in its cache, and nothing is read twice.

/** Every request the public client made: path and query. */
let pedidos: URL[];
/** The answers of the fake PostgREST, by path. */
let respostas: Record<string, unknown>;

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  pedidos.push(url);
  const corpo = respostas[url.pathname] ?? [];
  return Promise.resolve(new Response(JSON.stringify(corpo), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

const pedidosA = (caminho: string) => pedidos.filter((u) => u.pathname === caminho);
const cards = () => screen.queryAllByTestId('produto-card').map((card) => card.getAttribute('aria-label'));

const biquini = produto({ id: 7, nome: 'Biquíni Cortininha Tropical', preco_venda: 89.9, preco_atual: 69.9, preco_de: 89.9 });
const maio = produto({ id: 8, nome: 'Maiô Listrado Marinho' });
const paginaDoBanco = (produtos: ReturnType<typeof produto>[], pagina: number, total: number) => ({ total, pagina, produtos });

beforeEach(() => {
  pedidos = [];
  respostas = {
    '/rest/v1/rpc/catalogo_pagina': paginaDoBanco([biquini, maio], 1, 2),
    '/rest/v1/categorias': [{ id: 1, nome: 'Biquínis' }],
  };
  setRuntimeConfig(parseRuntimeConfig({ supabaseUrl: 'http://loja.test', supabaseAnonKey: 'anon', remotes: { catalog: 'http://loja.test/mf-manifest.json' } }));
  setPublicClientFetch(fakeFetch);
  // The account dialog that opens by itself after load is another test's subject.
  sessionStorage.setItem(ACCOUNT_DIALOG_SHOWN_KEY, '1');
});
afterEach(() => {
  act(() => dismissToast());
  setPublicClientFetch(null);
  setRuntimeConfig(null);
  document.getElementById(PRIMEIRA_VISTA_DADOS_ID)?.remove();
});

function embutir(dados: DadosPrimeiraVista) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRIMEIRA_VISTA_DADOS_ID;
  script.textContent = JSON.stringify(dados);
  document.body.append(script);
}

describe('/catalogo without RTK Query on the way to its grid', () => {
  it('shows the embedded first page in its first commit and puts it in RTK Query\'s cache when that arrives: no request for it', async () => {
    const filtros = catalogoParams.parse(new URLSearchParams('?ordem=preco_asc'));
    embutir({
      categorias: [{ id: 1, nome: 'Biquínis' }],
      empresa: null,
      catalogo: { filtros, pagina: { rows: [biquini, maio], total: 2, page: 1, pageSize: POR_PAGINA, totalPages: 1 } },
    });
    const { store } = renderWithProviders(<CatalogoPage />, { url: '/catalogo?ordem=preco_asc', path: '/catalogo' });

    // The first commit: the cards and their count, no loading state.
    expect(cards()).toEqual(['Biquíni Cortininha Tropical', 'Maiô Listrado Marinho']);
    expect(screen.getByText('2 produtos encontrados')).toBeInTheDocument();
    expect(screen.queryByTestId('produto-card-esqueleto')).not.toBeInTheDocument();

    // RTK Query comes after the grid, with the page under the grid's own arguments.
    await waitFor(() => expect(fonteDe(store).api).not.toBeNull());
    const entrada = catalogoApi.endpoints.getCatalogo.select(filtros)(store.getState());
    expect(entrada.status).toBe('fulfilled');
    expect(entrada.data?.rows.map((p) => p.nome)).toEqual(['Biquíni Cortininha Tropical', 'Maiô Listrado Marinho']);
    expect(catalogoApi.endpoints.getCategorias.select()(store.getState()).data).toEqual([{ id: 1, nome: 'Biquínis' }]);
    expect(cards()).toEqual(['Biquíni Cortininha Tropical', 'Maiô Listrado Marinho']);
    expect(pedidosA('/rest/v1/rpc/catalogo_pagina')).toEqual([]);
    expect(pedidosA('/rest/v1/categorias')).toEqual([]);
  });

  it('without embedded data reads the first page through the public client at once, and RTK Query does not read it again; the next page is RTK Query\'s', async () => {
    const { store, router } = renderWithProviders(<CatalogoPage />, { url: '/catalogo', path: '/catalogo' });

    await waitFor(() => expect(cards()).toEqual(['Biquíni Cortininha Tropical', 'Maiô Listrado Marinho']));
    await waitFor(() => expect(fonteDe(store).api).not.toBeNull());
    expect(pedidosA('/rest/v1/rpc/catalogo_pagina')).toHaveLength(1);
    expect(pedidosA('/rest/v1/rpc/catalogo_pagina')[0].searchParams.get('p_pagina')).toBe('1');
    expect(pedidosA('/rest/v1/categorias')).toHaveLength(1);
    expect(catalogoApi.endpoints.getCatalogo.select(catalogoParams.defaults)(store.getState()).status).toBe('fulfilled');

    // Another order: read by RTK Query, once.
    respostas['/rest/v1/rpc/catalogo_pagina'] = paginaDoBanco([maio, biquini], 1, 2);
    await act(() => router.navigate('/catalogo?ordem=nome_desc'));
    await waitFor(() => expect(cards()).toEqual(['Maiô Listrado Marinho', 'Biquíni Cortininha Tropical']));
    const lidas = pedidosA('/rest/v1/rpc/catalogo_pagina');
    expect(lidas).toHaveLength(2);
    expect(lidas[1].searchParams.get('p_ordem')).toBe('nome_desc');
    expect(pedidosA('/rest/v1/categorias')).toHaveLength(1);
  });
});
