/**
 * The movement list without a backend: what the URL, the search and the type filter ask the
 * `listMovimentacoes` endpoint for (read from the store), the spec's loading and empty texts, how a
 * row shows its badge, price (or dash) and date, and what the read-only login sees. The rows the
 * database gives are checked in MovimentacoesListPage.integration.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@loja/shared-ui/format';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, viewportWidth, type TestRole, installOfflineClient, latestArgs, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { movimentacoesApi, type MovimentacaoListRow, type MovimentacoesArgs } from './api';
import { MovimentacoesListPage } from './MovimentacoesListPage';

const ENDPOINT = 'listMovimentacoes';
const PADRAO: MovimentacoesArgs = { busca: '', tipo: 'todos', sort: { column: 'data_movimentacao', ascending: false }, page: 1, pageSize: 10 };
const URL_LISTA = '/estoque/movimentacao';

const ENTRADA: MovimentacaoListRow = {
  id: 41,
  tipo: 'entrada',
  produto_id: 7,
  produto_nome: 'Biquíni Cortininha Tropical',
  grade_id: 3,
  cor: 'Coral',
  tamanho: 'M',
  quantidade: 12,
  preco_unitario: 1234.5,
  motivo: 'Compra',
  observacoes: 'Nota fiscal 1234',
  usuario_nome: 'Marina Souza',
  data_movimentacao: '2026-11-20T14:07:00-03:00',
};
const SAIDA: MovimentacaoListRow = {
  ...ENTRADA,
  id: 42,
  tipo: 'saida',
  produto_id: 8,
  produto_nome: 'Canga Listrada',
  grade_id: null,
  cor: null,
  tamanho: null,
  quantidade: 2,
  preco_unitario: null,
  motivo: null,
  observacoes: null,
};

function pagina(args: MovimentacoesArgs, rows: MovimentacaoListRow[], total = rows.length): ListPage<MovimentacaoListRow> {
  return { rows, total, page: args.page, pageSize: args.pageSize, totalPages: Math.ceil(total / args.pageSize) };
}

async function comPagina(store: AppStore, args: MovimentacoesArgs, rows: MovimentacaoListRow[], total?: number) {
  await store.dispatch(movimentacoesApi.util.upsertQueryData(ENDPOINT, args, pagina(args, rows, total)));
}

function renderLista({ url = URL_LISTA, role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
  return renderWithProviders(<MovimentacoesListPage />, {
    role,
    url,
    path: URL_LISTA,
    store,
    routes: [
      { path: `${URL_LISTA}/nova`, element: <h1>Nova</h1> },
      { path: `${URL_LISTA}/editar/:id`, element: <h1>Editar</h1> },
    ],
  });
}

const ultimo = (store: AppStore) => latestArgs<MovimentacoesArgs>(store, ENDPOINT);
const search = (router: ReturnType<typeof renderLista>['router']) => router.state.location.search;
/** Intl puts a no-break space after "R$". */
const semNbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('MovimentacoesListPage: the spec states', () => {
  it("shows the title and 'Carregando movimentações...' while the first page is on its way, newest first, 10 per page", async () => {
    const { store } = renderLista();

    expect(screen.getByRole('heading', { name: 'Movimentação de Estoque' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando movimentações...');
    expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
  });

  it("shows 'Nenhuma movimentação encontrada' when nothing matches, with 'Limpar filtros' when filtering", async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, tipo: 'saida' }, []);
    const { user, router } = renderLista({ store, url: `${URL_LISTA}?tipo=saida` });

    expect(await screen.findByText('Nenhuma movimentação encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(search(router)).toBe('');
    expect(ultimo(store)).toEqual(PADRAO);
  });
});

describe('MovimentacoesListPage: the URL, the search and the type filter ask for the right page', () => {
  it('reads busca, tipo and pagina from the URL', () => {
    const { store } = renderLista({ url: `${URL_LISTA}?busca=canga&tipo=entrada&pagina=3` });
    expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'canga', tipo: 'entrada', page: 3 });
  });

  it('the type filter offers Todos / Entrada / Saída and sends tipo from page 1', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 2 }, [ENTRADA], 15);
    const { user, router } = renderLista({ store, url: `${URL_LISTA}?pagina=2` });
    await screen.findByText('Biquíni Cortininha Tropical');

    const filtro = screen.getByRole('combobox', { name: 'Tipo' });
    expect(within(filtro).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Entrada', 'Saída']);
    await user.selectOptions(filtro, 'Saída');
    expect(ultimo(store)).toEqual({ ...PADRAO, tipo: 'saida', page: 1 });
    expect(search(router)).toBe('?tipo=saida');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Todos');
    expect(ultimo(store)).toEqual(PADRAO);
  });

  it('a search (product or notes) is sent once the typing pauses, trimmed, keeping the type', async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, tipo: 'entrada' }, [ENTRADA]);
    const { user, router } = renderLista({ store, url: `${URL_LISTA}?tipo=entrada` });
    await screen.findByText('Biquíni Cortininha Tropical');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '  nota fiscal ');
    await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, tipo: 'entrada', busca: 'nota fiscal' }));
    expect(search(router)).toBe('?busca=nota+fiscal&tipo=entrada');
  });

  it('the page size and the pages go through the list kit', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ENTRADA, SAIDA], 45);
    const { user } = renderLista({ store });

    await user.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(ultimo(store)).toEqual({ ...PADRAO, page: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
    expect(ultimo(store)).toEqual({ ...PADRAO, pageSize: 20 });
    expect(screen.getByText(/Total de movimentações/)).toHaveTextContent('45');
  });
});

describe('MovimentacoesListPage: a row', () => {
  it('in the table: product with grade, Entrada/Saída badge, quantity, motivo, R$ price or a dash, dd/MM/yyyy HH:mm, notes', async () => {
    wideScreen();
    const store = makeStore();
    await comPagina(store, PADRAO, [ENTRADA, SAIDA]);
    renderLista({ store });

    const tabela = await screen.findByRole('table', { name: 'Movimentação de Estoque' });
    const [, entrada, saida] = within(tabela).getAllByRole('row');
    const celulas = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => semNbsp(cell.textContent));

    expect(celulas(entrada).slice(0, 8)).toEqual([
      'Biquíni Cortininha TropicalCoral / M',
      'Entrada',
      '12',
      'Compra',
      'R$ 1.234,50',
      formatDateTime(ENTRADA.data_movimentacao),
      'Nota fiscal 1234',
      'Marina Souza',
    ]);
    expect(celulas(saida).slice(0, 8)).toEqual(['Canga Listrada', 'Saída', '2', '-', '-', formatDateTime(SAIDA.data_movimentacao), '-', 'Marina Souza']);
    expect(formatDateTime(ENTRADA.data_movimentacao)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
  });

  it('on a phone: cards with the product, grade, badge, quantity, price, reason, date and notes', async () => {
    viewportWidth(390);
    const store = makeStore();
    await comPagina(store, PADRAO, [ENTRADA, SAIDA]);
    renderLista({ store });

    const cards = await screen.findByRole('list', { name: 'Movimentação de Estoque' });
    const [entrada, saida] = within(cards).getAllByRole('listitem');
    expect(within(entrada).getByRole('heading', { name: 'Biquíni Cortininha Tropical' })).toBeInTheDocument();
    expect(entrada).toHaveTextContent('Coral / M');
    expect(entrada).toHaveTextContent('Entrada');
    expect(semNbsp(within(entrada).getByText(/R\$/).textContent)).toBe('R$ 1.234,50');
    expect(entrada).toHaveTextContent(`${formatDateTime(ENTRADA.data_movimentacao)} · Marina Souza`);
    expect(entrada).toHaveTextContent('Nota fiscal 1234');
    expect(saida).toHaveTextContent('Saída');
    expect(within(saida).getAllByText('-')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the edit button goes to editar/{id} under the list (spec 001 §2)', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ENTRADA]);
    const { user, router } = renderLista({ store });

    const editar = await screen.findByRole('link', { name: 'Editar movimentação de Biquíni Cortininha Tropical (Coral / M)' });
    expect(editar).toHaveAttribute('href', '/estoque/movimentacao/editar/41');
    await user.click(editar);
    expect(router.state.location.pathname).toBe('/estoque/movimentacao/editar/41');
  });

  it('delete asks with the spec confirmation before anything is sent', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [SAIDA]);
    const { user } = renderLista({ store });

    await user.click(await screen.findByRole('button', { name: 'Excluir movimentação de Canga Listrada' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esta movimentação?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
  });
});

describe('MovimentacoesListPage: who may change movements', () => {
  it('read-only staff (user) see the rows without Nova Movimentação, edit or delete', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ENTRADA, SAIDA]);
    renderLista({ store, role: 'user' });

    expect(await screen.findByText('Canga Listrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova Movimentação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it('staff who write get Nova Movimentação, which opens nova', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [ENTRADA]);
    const { user, router } = renderLista({ store });

    await user.click(await screen.findByRole('button', { name: 'Nova Movimentação' }));
    expect(router.state.location.pathname).toBe('/estoque/movimentacao/nova');
  });
});
