/**
 * The fornecedores list without a backend: what the filters, the order and the paging ask the
 * `listFornecedores` endpoint for (read from the store), the loading and empty texts, and what the
 * read-only staff login sees. The rows themselves come from the real stack in
 * FornecedoresListPage.integration.test.tsx and api.integration.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient, latestArgs, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { fornecedoresApi, type FornecedorListRow, type FornecedoresArgs } from './api';
import { FornecedoresListPage } from './FornecedoresListPage';

const ENDPOINT = 'listFornecedores';
const PADRAO: FornecedoresArgs = { busca: '', status: 'todos', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 10 };

const MARE: FornecedorListRow = {
  id: 1,
  nome: 'Tecidos Maré Alta Ltda',
  cnpj: '11.222.333/0001-81',
  telefone: '(47) 3333-1111',
  email: 'vendas@marealta.com.br',
  cidade: 'Blumenau',
  estado: 'SC',
  ativo: true,
  created_at: '2026-11-20T10:00:00Z',
};
const CORAL: FornecedorListRow = { ...MARE, id: 5, nome: 'Estamparia Coral', cnpj: '55.666.777/0001-81', telefone: '(48) 3577-5555', ativo: false };

function pagina(args: FornecedoresArgs, rows: FornecedorListRow[], total = rows.length): ListPage<FornecedorListRow> {
  return { rows, total, page: args.page, pageSize: args.pageSize, totalPages: Math.ceil(total / args.pageSize) };
}

/** Puts a page in the store's cache, as if the endpoint had answered `args` with it. */
async function comPagina(store: AppStore, args: FornecedoresArgs, rows: FornecedorListRow[], total?: number) {
  await store.dispatch(fornecedoresApi.util.upsertQueryData(ENDPOINT, args, pagina(args, rows, total)));
}

function renderLista({ url = '/cadastros/fornecedores', role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
  return renderWithProviders(<FornecedoresListPage />, {
    role,
    url,
    path: '/cadastros/fornecedores',
    store,
    routes: [{ path: '/cadastros/fornecedores/novo', element: <h1>Novo Fornecedor</h1> }],
  });
}

const ultimo = (store: AppStore) => latestArgs<FornecedoresArgs>(store, ENDPOINT);
const search = (router: ReturnType<typeof renderLista>['router']) => router.state.location.search;

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
  window.localStorage.clear();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('FornecedoresListPage: loading and empty', () => {
  it("shows 'Carregando fornecedores...' while the first page is on its way, asking for the default page", async () => {
    const { store } = renderLista();

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando fornecedores...');
    expect(screen.queryByText('Nenhum fornecedor encontrado')).not.toBeInTheDocument();
    // Spec 001 §7: newest first; spec §9: 10 per page.
    expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
  });

  it("shows 'Nenhum fornecedor encontrado' when nothing matches", async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, []);
    renderLista({ store });

    expect(await screen.findByText('Nenhum fornecedor encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Carregando fornecedores...')).not.toBeInTheDocument();
  });
});

describe('FornecedoresListPage: the filters ask the endpoint for the right page', () => {
  it('a search is sent once the typing pauses, trimmed, and goes back to page 1', async () => {
    const store = makeStore();
    const pagina2 = { ...PADRAO, page: 2 };
    await comPagina(store, pagina2, [MARE], 15);
    const { user, router } = renderLista({ store, url: '/cadastros/fornecedores?pagina=2' });
    await screen.findByText('Tecidos Maré Alta Ltda');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '  Maré ');
    // Not on every key: nothing is asked before the pause.
    expect(ultimo(store)).toEqual(pagina2);

    await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'Maré', page: 1 }));
    expect(requestedArgs<FornecedoresArgs>(store, ENDPOINT).map((args) => args.busca)).toEqual(['', 'Maré']);
    expect(search(router)).toBe('?busca=Mar%C3%A9');
  });

  it('Enter sends the search at once', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [MARE]);
    const { user } = renderLista({ store });
    await screen.findByText('Tecidos Maré Alta Ltda');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '11222333000181{Enter}');
    expect(ultimo(store)).toEqual({ ...PADRAO, busca: '11222333000181' });
  });

  it('the status filter sends status and goes back to page 1', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 3 }, [MARE], 30);
    const { user, router } = renderLista({ store, url: '/cadastros/fornecedores?pagina=3' });
    await screen.findByText('Tecidos Maré Alta Ltda');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inativos');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', page: 1 });
    expect(search(router)).toBe('?status=inativo');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ativos');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'ativo', page: 1 });
  });

  it('the Nome header sorts by nome ascending, then descending, from page 1', async () => {
    wideScreen();
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 2 }, [MARE, CORAL], 12);
    const { user, router } = renderLista({ store, url: '/cadastros/fornecedores?pagina=2' });
    const tabela = await screen.findByRole('table', { name: 'Fornecedores' });

    await user.click(within(tabela).getByRole('button', { name: 'Nome' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'nome', ascending: true }, page: 1 });
    expect(search(router)).toBe('?ordem=nome');

    await comPagina(store, { ...PADRAO, sort: { column: 'nome', ascending: true } }, [MARE, CORAL], 12);
    await user.click(within(await screen.findByRole('table', { name: 'Fornecedores' })).getByRole('button', { name: 'Nome' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'nome', ascending: false }, page: 1 });
    expect(search(router)).toBe('?ordem=nome.desc');
  });

  it('the page size sends pageSize, goes back to page 1 and is remembered', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, busca: 'mare', page: 2 }, [MARE], 30);
    const { user, router } = renderLista({ store, url: '/cadastros/fornecedores?busca=mare&pagina=2' });
    await screen.findByText('Tecidos Maré Alta Ltda');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
    expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'mare', pageSize: 20, page: 1 });
    expect(search(router)).toBe('?busca=mare');
    expect(window.localStorage.getItem('loja-praia:fornecedores:por-pagina')).toBe('20');
  });

  it('a page button sends that page with the same filters', async () => {
    const store = makeStore();
    const args = { ...PADRAO, status: 'ativo' as const };
    await comPagina(store, args, [MARE], 45);
    const { user } = renderLista({ store, url: '/cadastros/fornecedores?status=ativo' });

    await user.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(ultimo(store)).toEqual({ ...args, page: 3 });
  });

  it('a page past the end offers the last page, and going there asks for it', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 9 }, [], 12);
    const { user, router } = renderLista({ store, url: '/cadastros/fornecedores?pagina=9' });

    expect(await screen.findByText('Esta página não existe mais')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, page: 2 });
    expect(search(router)).toBe('?pagina=2');
  });
});

describe('FornecedoresListPage: who may change fornecedores', () => {
  it('read-only staff (user) see the rows and WhatsApp, but no Novo Fornecedor, edit or delete', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [MARE, CORAL]);
    renderLista({ store, role: 'user' });

    expect(await screen.findByText('Tecidos Maré Alta Ltda')).toBeInTheDocument();
    expect(screen.getByText('Estamparia Coral')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversar com Tecidos Maré Alta Ltda no WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Fornecedor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it('staff who write (funcionario) get Novo Fornecedor, and edit and delete on every row', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [MARE, CORAL]);
    const { user, router } = renderLista({ store, role: 'funcionario' });

    expect(await screen.findByRole('link', { name: 'Editar Tecidos Maré Alta Ltda' })).toHaveAttribute('href', '/cadastros/fornecedores/editar/1');
    expect(screen.getByRole('link', { name: 'Editar Estamparia Coral' })).toHaveAttribute('href', '/cadastros/fornecedores/editar/5');
    expect(screen.getAllByRole('button', { name: /^Excluir / })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Novo Fornecedor' }));
    expect(router.state.location.pathname).toBe('/cadastros/fornecedores/novo');
    expect(screen.getByRole('heading', { name: 'Novo Fornecedor' })).toBeInTheDocument();
  });
});
