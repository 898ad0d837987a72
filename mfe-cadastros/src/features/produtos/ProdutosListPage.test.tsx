/**
 * The product list without a backend: what the search, the status / category / colour / size
 * filters, the order and the paging ask the `listProdutos` endpoint for (read from the store), the
 * loading and empty texts, the cards and the table with their images, low stock and status, the
 * delete dialog and what the read-only login sees. The database's answers (filters, the refused and
 * the accepted delete) are in ProdutosListPage.integration.test.tsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient, latestArgs, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { produtosApi, type GradeOpcoes, type ProdutoListRow, type ProdutosArgs } from './api';
import { ProdutosListPage } from './ProdutosListPage';

const ENDPOINT = 'listProdutos';
const PADRAO: ProdutosArgs = {
  busca: '',
  status: 'todos',
  categoria: null,
  cor: '',
  tamanho: '',
  sort: { column: 'nome', ascending: true },
  page: 1,
  pageSize: 10,
};

const TROPICAL: ProdutoListRow = {
  id: 1,
  nome: 'Biquíni Cortininha Tropical',
  codigo_barras: 'LP1001',
  preco_venda: 129.9,
  estoque_atual: 14,
  estoque_minimo: 2,
  ativo: true,
  categoria_id: 1,
  categoria_nome: 'Biquínis',
  imagem_url: '/storage/v1/object/public/imagens/produto/1/principal.webp',
  created_at: '2026-11-20T10:00:00Z',
};
/** Sold out, inactive, without image nor category. */
const COQUEIROS: ProdutoListRow = {
  ...TROPICAL,
  id: 46,
  nome: 'Canga Estampa Coqueiros',
  codigo_barras: null,
  preco_venda: 39.9,
  estoque_atual: 1,
  estoque_minimo: 2,
  ativo: false,
  categoria_id: null,
  categoria_nome: null,
  imagem_url: null,
};

const CATEGORIAS = [
  { id: 1, nome: 'Biquínis' },
  { id: 6, nome: 'Cangas' },
  { id: 4, nome: 'Maiôs' },
];
const OPCOES: GradeOpcoes = {
  cores: [
    { nome: 'Coral', valor: 'coral' },
    { nome: 'Verde Água', valor: 'verde agua' },
  ],
  // As grades_opcoes answers them (by name): the list shows them in the shop's order, 'unico' as UNC.
  tamanhos: [
    { nome: '38', valor: '38' },
    { nome: 'GG', valor: 'gg' },
    { nome: 'M', valor: 'm' },
    { nome: 'unico', valor: 'unico' },
  ],
};

function pagina(args: ProdutosArgs, rows: ProdutoListRow[], total = rows.length): ListPage<ProdutoListRow> {
  return { rows, total, page: args.page, pageSize: args.pageSize, totalPages: Math.ceil(total / args.pageSize) };
}

/** Puts a page in the store's cache, as if the endpoint had answered `args` with it. */
async function comPagina(store: AppStore, args: ProdutosArgs, rows: ProdutoListRow[], total?: number) {
  await store.dispatch(produtosApi.util.upsertQueryData(ENDPOINT, args, pagina(args, rows, total)));
}

/** A store whose filter options (categories, colours, sizes) are already loaded. */
async function lojaComOpcoes() {
  const store = makeStore();
  await store.dispatch(produtosApi.util.upsertQueryData('listCategorias', undefined, CATEGORIAS));
  await store.dispatch(produtosApi.util.upsertQueryData('listGradeOpcoes', undefined, OPCOES));
  return store;
}

function renderLista({ url = '/cadastros/produtos', role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
  return renderWithProviders(<ProdutosListPage />, {
    role,
    url,
    path: '/cadastros/produtos',
    store,
    routes: [{ path: '/cadastros/produtos/novo', element: <h1>Novo Produto</h1> }],
  });
}

const ultimo = (store: AppStore) => latestArgs<ProdutosArgs>(store, ENDPOINT);
const search = (router: ReturnType<typeof renderLista>['router']) => router.state.location.search;
const combo = (name: string) => screen.getByRole('combobox', { name });

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
  window.localStorage.clear();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('ProdutosListPage: loading, empty and total', () => {
  it("shows 'Carregando produtos...' while the first page is on its way, asking for Nome A-Z, 10 per page", async () => {
    const { store } = renderLista();

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando produtos...');
    expect(screen.queryByText('Nenhum produto encontrado')).not.toBeInTheDocument();
    expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Buscar por nome ou referência...');
  });

  it("shows 'Nenhum produto encontrado', and with a filter on, the way to clear it", async () => {
    // The filter bar (with "Limpar filtros") is above the list from md up; phones have the Filtros sheet.
    wideScreen();
    const store = makeStore();
    await comPagina(store, PADRAO, []);
    await comPagina(store, { ...PADRAO, cor: 'coral' }, []);
    const { user, router } = renderLista({ store });

    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();

    await router.navigate('/cadastros/produtos?cor=coral&ordem=preco_venda');
    await user.click(await screen.findByRole('button', { name: 'Limpar filtros' }));
    // Every filter goes; the order the person chose stays.
    expect(search(router)).toBe('?ordem=preco_venda');
  });

  it("the footer says 'Total de produtos' with the exact count", async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, COQUEIROS], 46);
    renderLista({ store });

    expect(await screen.findByText(/Total de produtos/)).toHaveTextContent('Total de produtos: 46');
  });
});

describe('ProdutosListPage: the filters ask the endpoint for the right page', () => {
  // The filter bar above the list (md and up); the phone's "Filtros" sheet has its own test below.
  beforeEach(() => wideScreen());

  it('a search by name or Referência is sent once the typing pauses and goes back to page 1', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 2 }, [TROPICAL], 15);
    const { user, router } = renderLista({ store, url: '/cadastros/produtos?pagina=2' });
    await screen.findByText('Biquíni Cortininha Tropical');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'LP1001');
    await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'LP1001', page: 1 }));
    expect(search(router)).toBe('?busca=LP1001');
  });

  it('status, category, colour and size each go to the endpoint, from page 1, and add up', async () => {
    const store = await lojaComOpcoes();
    await comPagina(store, { ...PADRAO, page: 3 }, [TROPICAL], 30);
    const { user, router } = renderLista({ store, url: '/cadastros/produtos?pagina=3' });
    await screen.findByText('Biquíni Cortininha Tropical');

    await user.selectOptions(combo('Status'), 'Inativos');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo' });

    await user.selectOptions(combo('Categoria'), 'Maiôs');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', categoria: 4 });

    await user.selectOptions(combo('Cor'), 'Verde Água');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', categoria: 4, cor: 'verde agua' });

    await user.selectOptions(combo('Tamanho'), 'GG');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', categoria: 4, cor: 'verde agua', tamanho: 'gg' });
    expect(search(router)).toBe('?status=inativo&categoria=4&cor=verde+agua&tamanho=gg');

    await user.selectOptions(combo('Categoria'), 'Todas as categorias');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', cor: 'verde agua', tamanho: 'gg' });
  });

  it('the filters read from the URL show as chosen, even before their options arrive', async () => {
    const store = await lojaComOpcoes();
    renderLista({ store, url: '/cadastros/produtos?categoria=6&cor=coral&tamanho=xg' });

    await waitFor(() => expect(combo('Categoria')).toHaveValue('6'));
    expect(combo('Cor')).toHaveValue('coral');
    // 'xg' is in no grade any more: it stays chosen (and removable) instead of silently showing "Todos".
    expect(combo('Tamanho')).toHaveValue('xg');
    expect(ultimo(store)).toEqual({ ...PADRAO, categoria: 6, cor: 'coral', tamanho: 'xg' });
  });

  it('the size filter lists M, GG, 38, UNC: the shop\'s one size order, "unico" shown as UNC (spec 001 §9)', async () => {
    const store = await lojaComOpcoes();
    renderLista({ store });
    await waitFor(() => expect(within(combo('Tamanho')).getAllByRole('option')).toHaveLength(5));
    const opcoes = within(combo('Tamanho')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Todos os tamanhos', 'M', 'GG', '38', 'UNC']);
    expect(opcoes.at(-1)).toHaveValue('unico');
  });

  it('"Ordenar por" offers every order, the recent ones included', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL]);
    const { user, router } = renderLista({ store });
    await screen.findByText('Biquíni Cortininha Tropical');

    await user.selectOptions(combo('Ordenar por'), 'Mais recentes');
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'created_at', ascending: false } });
    expect(search(router)).toBe('?ordem=created_at.desc');
    await user.selectOptions(combo('Ordenar por'), 'Maior preço');
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'preco_venda', ascending: false } });
  });

  it('in the table, the Preço and Estoque headers sort the list from page 1', async () => {
    wideScreen();
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 2 }, [TROPICAL, COQUEIROS], 12);
    const { user } = renderLista({ store, url: '/cadastros/produtos?pagina=2' });
    const tabela = await screen.findByRole('table', { name: 'Produtos' });

    await user.click(within(tabela).getByRole('button', { name: 'Preço' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'preco_venda', ascending: true } });

    await comPagina(store, { ...PADRAO, sort: { column: 'preco_venda', ascending: true } }, [COQUEIROS, TROPICAL], 12);
    await user.click(within(await screen.findByRole('table', { name: 'Produtos' })).getByRole('button', { name: 'Estoque' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'estoque_atual', ascending: true } });
  });

  it('the page size goes back to page 1 and is remembered; a page button keeps the filters', async () => {
    const store = makeStore();
    const args = { ...PADRAO, categoria: 1 };
    await comPagina(store, args, [TROPICAL], 45);
    const { user } = renderLista({ store, url: '/cadastros/produtos?categoria=1' });

    await user.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(ultimo(store)).toEqual({ ...args, page: 3 });

    await comPagina(store, { ...args, page: 3 }, [TROPICAL], 45);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Itens por página' }), '50');
    expect(ultimo(store)).toEqual({ ...args, pageSize: 50 });
    expect(window.localStorage.getItem('loja-praia:produtos:por-pagina')).toBe('50');
  });
});

describe('ProdutosListPage: the "Filtros" sheet on a phone', () => {
  it('holds the five filters, each with its label, instead of unlabelled selects above the list; a choice goes to the endpoint', async () => {
    const store = await lojaComOpcoes();
    const { user } = renderLista({ store });
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    for (const nome of ['Status', 'Categoria', 'Cor', 'Tamanho', 'Ordenar por']) {
      expect(within(sheet).getByText(nome, { selector: 'label' })).toBeVisible();
    }
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Status' }), 'inativo');
    await waitFor(() => expect(ultimo(store)).toMatchObject({ status: 'inativo', page: 1 }));
    await user.keyboard('{Escape}');
    // Closed, focus is back on the button, which says a filter is on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filtros (ativos)' })).toHaveFocus());
  });
});

describe('ProdutosListPage: cards and table', () => {
  it('on a phone the products are cards with the principal image big; a missing or broken image shows the placeholder', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, COQUEIROS]);
    renderLista({ store });

    const cards = await screen.findByRole('list', { name: 'Produtos' });
    const [tropical, coqueiros] = within(cards).getAllByRole('listitem');
    const foto = within(tropical).getByRole('img', { name: 'Biquíni Cortininha Tropical' });
    // Resized by the storage's image transformation, from the relative url the seed stores.
    expect(foto.getAttribute('src')).toMatch(/\/storage\/v1\/render\/image\/public\/imagens\/produto\/1\/principal\.webp\?width=480&height=600&resize=cover$/);
    expect(within(tropical).getByRole('heading', { name: 'Biquíni Cortininha Tropical' })).toBeInTheDocument();
    expect(within(tropical).getByText('Ref. LP1001')).toBeInTheDocument();
    expect(within(tropical).getByText('Biquínis')).toBeInTheDocument();
    expect(within(tropical).getByText('R$ 129,90')).toBeInTheDocument();
    expect(within(tropical).getByText('Ativo')).toBeInTheDocument();
    expect(within(tropical).queryByText('Estoque baixo')).not.toBeInTheDocument();

    expect(within(coqueiros).getByRole('img', { name: 'Canga Estampa Coqueiros: sem imagem' })).toBeInTheDocument();
    expect(within(coqueiros).getByText('Sem categoria')).toBeInTheDocument();
    expect(within(coqueiros).getByText('Inativo')).toBeInTheDocument();
    // 1 in stock, minimum 2
    expect(within(coqueiros).getByText('Estoque baixo')).toBeInTheDocument();

    fireEvent.error(foto);
    expect(await within(tropical).findByRole('img', { name: 'Biquíni Cortininha Tropical: sem imagem' })).toBeInTheDocument();
  });

  it('on a wide screen the table (default) and the cards (chosen, remembered) show the same products', async () => {
    wideScreen();
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, COQUEIROS]);
    const { user } = renderLista({ store });

    const tabela = await screen.findByRole('table', { name: 'Produtos' });
    const [, linha] = within(tabela).getAllByRole('row');
    expect(within(linha).getByRole('img', { name: 'Biquíni Cortininha Tropical' }).getAttribute('src')).toContain('width=48&height=48');
    expect(linha).toHaveTextContent('Biquíni Cortininha Tropical');
    expect(linha).toHaveTextContent('Ref. LP1001');
    expect(linha).toHaveTextContent('Biquínis');
    expect(linha).toHaveTextContent('R$ 129,90');
    expect(within(tabela).getAllByText('Estoque baixo')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('loja-praia:produtos:visualizacao')).toBe('cards');
  });
});

describe('ProdutosListPage: who may change produtos', () => {
  it('read-only staff (user) see the products, but no Novo Produto, edit or delete', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, COQUEIROS]);
    renderLista({ store, role: 'user' });

    expect(await screen.findByText('Biquíni Cortininha Tropical')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Produto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it('staff who write get Novo Produto, edit at /cadastros/produtos/{id}/editar and delete asking "Tem certeza?"', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, COQUEIROS]);
    const { user, router } = renderLista({ store, role: 'funcionario' });

    expect(await screen.findByRole('link', { name: 'Editar Biquíni Cortininha Tropical' })).toHaveAttribute('href', '/cadastros/produtos/1/editar');
    expect(screen.getByRole('link', { name: 'Editar Canga Estampa Coqueiros' })).toHaveAttribute('href', '/cadastros/produtos/46/editar');

    await user.click(screen.getByRole('button', { name: 'Excluir Biquíni Cortininha Tropical' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Tem certeza?' });
    expect(dialog).toHaveAccessibleDescription('O produto será removido permanentemente. Esta ação não pode ser desfeita.');
    expect(within(dialog).getByRole('button', { name: 'Remover' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(Object.values(store.getState().api.mutations)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Novo Produto' }));
    expect(router.state.location.pathname).toBe('/cadastros/produtos/novo');
  });
});
