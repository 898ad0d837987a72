import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { ACCOUNT_DIALOG_SHOWN_KEY } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, sql, type ControlledFetch } from '@loja/local-supabase/testing';
import { CATALOGO_TITULO, CatalogoPage } from './CatalogoPage';
import { POR_PAGINA } from './filters';

// /catalogo as a visitor against the local stack (the seed's catalogue): the page past the end, the
// product in the URL, and focus going back to the control that opened a dialog.

let net: ControlledFetch;
/** Status of every answer the page got, by path: a 416 is a failed request in the shopper's console. */
let answers: { path: string; status: number }[];

beforeEach(() => {
  net = controlledFetch();
  answers = [];
  // The account dialog that opens by itself 1 s after load is another test's subject.
  sessionStorage.setItem(ACCOUNT_DIALOG_SHOWN_KEY, '1');
  document.head.innerHTML = '<title>Loja Praia</title><meta name="description" content="Moda praia" />';
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderCatalogo(url: string) {
  await signInAs(null, {
    fetch: async (input, init) => {
      const response = await net.fetch(input, init);
      answers.push({ path: new URL(response.url || String(input instanceof Request ? input.url : input)).pathname, status: response.status });
      return response;
    },
  });
  return renderWithProviders(<CatalogoPage />, { url, path: '/catalogo' });
}

const ativos = () =>
  sql<{ id: number; nome: string }>('select id, nome from produtos where ativo and preco_venda between 0 and 1000 order by nome, id');
const cards = () => screen.getAllByTestId('produto-card').map((card) => card.getAttribute('aria-label'));
// The dialog is a lazy chunk that reads its product first: under a loaded suite that takes more than
// findByRole's default second (seen failing in a clean-clone run).
const produtoDialog = (nome: string) => screen.findByRole('dialog', { name: nome }, { timeout: 10_000 });

describe('CatalogoPage: a page past the end', () => {
  it('?pagina=99 shows the last page and puts its number in the URL, with no failed request', async () => {
    const produtos = await ativos();
    const last = Math.ceil(produtos.length / POR_PAGINA);
    expect(last).toBeGreaterThan(1);
    const { router } = await renderCatalogo('/catalogo?pagina=99');

    await waitFor(() => expect(cards()).toEqual(produtos.slice((last - 1) * POR_PAGINA).map((p) => p.nome)));
    await waitFor(() => expect(router.state.location.search).toBe(`?pagina=${last}`));
    expect(router.state.historyAction).toBe('REPLACE');
    const paginas = screen.getByRole('navigation', { name: 'Páginas de produtos' });
    expect(within(paginas).getByRole('button', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
    expect(answers.filter((a) => a.path.startsWith('/rest/')).every((a) => a.status < 400)).toBe(true);
    // One request: catalogo_pagina answered the last page, and the corrected URL's page came from the cache.
    expect(net.requestsTo('/rest/v1/rpc/catalogo_pagina').filter((r) => r.method === 'GET')).toHaveLength(1);
  });
});

describe('CatalogoPage: the product in the URL', () => {
  it('?produto={id} opens that product (not on the first page) and closing removes the parameter', async () => {
    const produtos = await ativos();
    const alvo = produtos[produtos.length - 1];
    const { user, router } = await renderCatalogo(`/catalogo?produto=${alvo.id}`);

    const dialog = await produtoDialog(alvo.nome);
    expect(document.title).toBe(`${alvo.nome} | Loja Praia`);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.title).toBe(CATALOGO_TITULO);
  });

  it('an unknown id says so in a toast, opens no dialog and leaves the URL', async () => {
    const { router } = await renderCatalogo('/catalogo?produto=999999');
    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an inactive product is not opened either', async () => {
    const produtos = await ativos();
    const alvo = produtos[produtos.length - 1];
    await sql('update produtos set ativo = false where id = $1', [alvo.id]);
    try {
      await renderCatalogo(`/catalogo?produto=${alvo.id}`);
      expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      await sql('update produtos set ativo = true where id = $1', [alvo.id]);
    }
  });
});

describe('CatalogoPage: focus goes back to the opener', () => {
  it('a card opens its product with ?produto= in the URL; closing gives focus back to the card button', async () => {
    const [primeiro] = await ativos();
    const { user, router } = await renderCatalogo('/catalogo');
    const abrir = await screen.findByRole('button', { name: `Ver detalhes de ${primeiro.nome}` });
    await user.click(abrir);
    await produtoDialog(primeiro.nome);
    expect(router.state.location.search).toBe(`?produto=${primeiro.id}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(abrir));
    expect(router.state.location.search).toBe('');
  });

  it("the sacola gives focus back to the header's sacola button", async () => {
    const { user } = await renderCatalogo('/catalogo');
    const sacola = screen.getByRole('button', { name: 'Abrir sacola' });
    await user.click(sacola);
    await screen.findByRole('dialog', { name: 'MINHA SACOLA' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(sacola));
  });
});

describe('CatalogoPage: Compartilhar', () => {
  it('without the Web Share API, copies the product link and says "Link copiado"', async () => {
    const [primeiro] = await ativos();
    expect('share' in navigator).toBe(false); // jsdom has none, as desktop Firefox
    // user-event's clipboard stands in for the browser's; the page's filters are not in the link.
    const { user } = await renderCatalogo(`/catalogo?ordem=preco_asc&produto=${primeiro.id}`);
    const dialog = await produtoDialog(primeiro.nome);
    await user.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/catalogo?produto=${primeiro.id}`);
  });

  it("with the Web Share API, opens the phone's share sheet with the name and link", async () => {
    const [primeiro] = await ativos();
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    const { user } = await renderCatalogo(`/catalogo?produto=${primeiro.id}`);
    const dialog = await produtoDialog(primeiro.nome);
    await user.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: primeiro.nome, url: `${window.location.origin}/catalogo?produto=${primeiro.id}` }));
    expect(writeText).not.toHaveBeenCalled();
  });
});
