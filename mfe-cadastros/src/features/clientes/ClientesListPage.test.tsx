/**
 * The clientes list without a backend: what the filters, the order and the paging ask the
 * `listClientes` endpoint for (read from the store), the loading and empty texts, and what the
 * read-only staff login sees. The rows themselves come from the real stack in
 * ClientesListPage.integration.test.tsx and api.integration.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient, latestArgs, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { clientesApi, type ClienteListRow, type ClientesArgs } from './api';
import { ClientesListPage } from './ClientesListPage';

const ENDPOINT = 'listClientes';
const PADRAO: ClientesArgs = { busca: '', status: 'todos', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 10 };

const ANA: ClienteListRow = {
  id: 1,
  nome: 'Ana Paula Ribeiro',
  cpf: '123.456.789-09',
  telefone: '(48) 99101-2020',
  email: 'ana.ribeiro@email.com',
  cidade: 'Florianópolis',
  estado: 'SC',
  ativo: true,
  created_at: '2026-11-20T10:00:00Z',
};
const DIEGO: ClienteListRow = { ...ANA, id: 4, nome: 'Diego Fernandes', cpf: '456.789.012-49', telefone: '(11) 99404-5050', ativo: false };

function pagina(args: ClientesArgs, rows: ClienteListRow[], total = rows.length): ListPage<ClienteListRow> {
  return { rows, total, page: args.page, pageSize: args.pageSize, totalPages: Math.ceil(total / args.pageSize) };
}

/** Puts a page in the store's cache, as if the endpoint had answered `args` with it. */
async function comPagina(store: AppStore, args: ClientesArgs, rows: ClienteListRow[], total?: number) {
  await store.dispatch(clientesApi.util.upsertQueryData(ENDPOINT, args, pagina(args, rows, total)));
}

function renderLista({ url = '/cadastros/clientes', role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
  return renderWithProviders(<ClientesListPage />, {
    role,
    url,
    path: '/cadastros/clientes',
    store,
    routes: [{ path: '/cadastros/clientes/novo', element: <h1>Novo Cliente</h1> }],
  });
}

const ultimo = (store: AppStore) => latestArgs<ClientesArgs>(store, ENDPOINT);
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

describe('ClientesListPage: loading and empty', () => {
  it("shows 'Carregando clientes...' while the first page is on its way, asking for the default page", async () => {
    const { store } = renderLista();

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando clientes...');
    expect(screen.queryByText('Nenhum cliente encontrado')).not.toBeInTheDocument();
    // Spec 001 §7: newest first; spec §9: 10 per page.
    expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
  });

  it("shows 'Nenhum cliente encontrado' when nothing matches", async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, []);
    renderLista({ store });

    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Carregando clientes...')).not.toBeInTheDocument();
  });
});

describe('ClientesListPage: the filters ask the endpoint for the right page', () => {
  it('a search is sent once the typing pauses, trimmed, and goes back to page 1', async () => {
    const store = makeStore();
    const pagina2 = { ...PADRAO, page: 2 };
    await comPagina(store, pagina2, [ANA], 15);
    const { user, router } = renderLista({ store, url: '/cadastros/clientes?pagina=2' });
    await screen.findByText('Ana Paula Ribeiro');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '  José ');
    // Not on every key: nothing is asked before the pause.
    expect(ultimo(store)).toEqual(pagina2);

    await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'José', page: 1 }));
    expect(requestedArgs<ClientesArgs>(store, ENDPOINT).map((args) => args.busca)).toEqual(['', 'José']);
    expect(search(router)).toBe('?busca=Jos%C3%A9');
  });

  it('Enter sends the search at once', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ANA]);
    const { user } = renderLista({ store });
    await screen.findByText('Ana Paula Ribeiro');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '52998224725{Enter}');
    expect(ultimo(store)).toEqual({ ...PADRAO, busca: '52998224725' });
  });

  it('the status filter sends status and goes back to page 1', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 3 }, [ANA], 30);
    const { user, router } = renderLista({ store, url: '/cadastros/clientes?pagina=3' });
    await screen.findByText('Ana Paula Ribeiro');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inativos');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', page: 1 });
    expect(search(router)).toBe('?status=inativo');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ativos');
    expect(ultimo(store)).toEqual({ ...PADRAO, status: 'ativo', page: 1 });
  });

  it('the Nome header sorts by nome ascending, then descending, from page 1', async () => {
    wideScreen();
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 2 }, [ANA, DIEGO], 12);
    const { user, router } = renderLista({ store, url: '/cadastros/clientes?pagina=2' });
    const tabela = await screen.findByRole('table', { name: 'Clientes' });

    await user.click(within(tabela).getByRole('button', { name: 'Nome' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'nome', ascending: true }, page: 1 });
    expect(search(router)).toBe('?ordem=nome');

    await comPagina(store, { ...PADRAO, sort: { column: 'nome', ascending: true } }, [ANA, DIEGO], 12);
    await user.click(within(await screen.findByRole('table', { name: 'Clientes' })).getByRole('button', { name: 'Nome' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'nome', ascending: false }, page: 1 });
    expect(search(router)).toBe('?ordem=nome.desc');
  });

  it('the page size sends pageSize, goes back to page 1 and is remembered', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, busca: 'ana', page: 2 }, [ANA], 30);
    const { user, router } = renderLista({ store, url: '/cadastros/clientes?busca=ana&pagina=2' });
    await screen.findByText('Ana Paula Ribeiro');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
    expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'ana', pageSize: 20, page: 1 });
    expect(search(router)).toBe('?busca=ana');
    expect(window.localStorage.getItem('loja-praia:clientes:por-pagina')).toBe('20');
  });

  it('a page button sends that page with the same filters', async () => {
    const store = makeStore();
    const args = { ...PADRAO, status: 'ativo' as const };
    await comPagina(store, args, [ANA], 45);
    const { user } = renderLista({ store, url: '/cadastros/clientes?status=ativo' });

    await user.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(ultimo(store)).toEqual({ ...args, page: 3 });
  });

  it('a page past the end offers the last page, and going there asks for it', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 9 }, [], 12);
    const { user, router } = renderLista({ store, url: '/cadastros/clientes?pagina=9' });

    expect(await screen.findByText('Esta página não existe mais')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, page: 2 });
    expect(search(router)).toBe('?pagina=2');
  });
});

describe('ClientesListPage: who may change clientes', () => {
  it('read-only staff (user) see the rows and WhatsApp, but no Novo Cliente, edit or delete', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ANA, DIEGO]);
    renderLista({ store, role: 'user' });

    expect(await screen.findByText('Ana Paula Ribeiro')).toBeInTheDocument();
    expect(screen.getByText('Diego Fernandes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversar com Ana Paula Ribeiro no WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it('staff who write (funcionario) get Novo Cliente, and edit and delete on every row', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ANA, DIEGO]);
    const { user, router } = renderLista({ store, role: 'funcionario' });

    expect(await screen.findByRole('link', { name: 'Editar Ana Paula Ribeiro' })).toHaveAttribute('href', '/cadastros/clientes/editar/1');
    expect(screen.getByRole('link', { name: 'Editar Diego Fernandes' })).toHaveAttribute('href', '/cadastros/clientes/editar/4');
    expect(screen.getAllByRole('button', { name: /^Excluir / })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    expect(router.state.location.pathname).toBe('/cadastros/clientes/novo');
    expect(screen.getByRole('heading', { name: 'Novo Cliente' })).toBeInTheDocument();
  });
});
