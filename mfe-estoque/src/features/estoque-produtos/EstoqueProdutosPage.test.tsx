/**
 * The stock overview without a backend: what the URL, the search, the low-stock switch and the
 * category ask `listEstoqueProdutos` for (read from the store), the low-stock markers of products and
 * grades, the actions' addresses, and what the read-only login sees. The database's answers are in
 * EstoqueProdutosPage.integration.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient, latestArgs, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { estoqueProdutosPageApi, gradesDaView, type EstoqueProdutoRow, type EstoqueProdutosArgs } from './api';
import { EstoqueProdutosPage } from './EstoqueProdutosPage';
import { estoqueProdutosParams } from './params';
import { nomeDaGrade } from './overview/GradesEstoque';

const ENDPOINT = 'listEstoqueProdutos';
const PADRAO: EstoqueProdutosArgs = { busca: '', baixo: false, categoria: null, sort: { column: 'nome', ascending: true }, page: 1, pageSize: 10 };

/** Two grades, Coral / M at its minimum: the product is flagged by the view. */
const TROPICAL: EstoqueProdutoRow = {
  id: 1,
  nome: 'Biquíni Cortininha Tropical',
  codigo_barras: 'LP1001',
  estoque_atual: 9,
  estoque_minimo: 2,
  categoria_id: 1,
  categoria_nome: 'Biquínis',
  imagem_url: '/storage/v1/object/public/imagens/produto/1/principal.webp',
  baixo: true,
  grades: [
    { id: 11, cor: 'Coral', tamanho: 'M', cor_rgb: '#FF6F61', estoque_atual: 1, estoque_minimo: 1, baixo: true },
    { id: 12, cor: 'Verde Água', tamanho: 'P', cor_rgb: '#7FD1C3', estoque_atual: 8, estoque_minimo: 1, baixo: false },
  ],
};
/** No grade, well above its minimum. */
const CANGA: EstoqueProdutoRow = {
  id: 46,
  nome: 'Canga Indiana Mandala',
  codigo_barras: null,
  estoque_atual: 12,
  estoque_minimo: 3,
  categoria_id: null,
  categoria_nome: null,
  imagem_url: null,
  baixo: false,
  grades: [],
};

function pagina(args: EstoqueProdutosArgs, rows: EstoqueProdutoRow[], total = rows.length): ListPage<EstoqueProdutoRow> {
  return { rows, total, page: args.page, pageSize: args.pageSize, totalPages: Math.ceil(total / args.pageSize) };
}

async function comPagina(store: AppStore, args: EstoqueProdutosArgs, rows: EstoqueProdutoRow[], total?: number) {
  await store.dispatch(estoqueProdutosPageApi.util.upsertQueryData(ENDPOINT, args, pagina(args, rows, total)));
}

function renderPagina({ url = '/estoque/produtos', role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
  return renderWithProviders(<EstoqueProdutosPage />, { role, url, path: '/estoque/produtos', store });
}

const ultimo = (store: AppStore) => latestArgs<EstoqueProdutosArgs>(store, ENDPOINT);

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('estoqueProdutosParams', () => {
  it('reads busca, baixo and categoria from the URL and writes only what differs from the defaults', () => {
    const parse = (q: string) => estoqueProdutosParams.parse(new URLSearchParams(q));
    expect(parse('')).toEqual({ busca: '', baixo: false, categoria: null, page: 1 });
    expect(parse('busca=%20cortininha%20&baixo=1&categoria=4&pagina=2')).toEqual({ busca: 'cortininha', baixo: true, categoria: 4, page: 2 });
    expect(parse('baixo=true').baixo).toBe(true);
    expect(parse('baixo=0').baixo).toBe(false);
    expect(parse('baixo=sim').baixo).toBe(false);
    expect(estoqueProdutosParams.serialize({ ...estoqueProdutosParams.defaults, baixo: true }).toString()).toBe('baixo=1');
    expect(estoqueProdutosParams.serialize(estoqueProdutosParams.defaults).toString()).toBe('');
  });
});

describe('gradesDaView', () => {
  it("types the view's jsonb grades and leaves out what is not a grade", () => {
    expect(gradesDaView(null)).toEqual([]);
    expect(gradesDaView({ id: 1 })).toEqual([]);
    expect(
      gradesDaView([{ id: 3, cor: 'Preto', tamanho: 'G', cor_rgb: null, estoque_atual: 0, estoque_minimo: 0, baixo: true }, 'x', null]),
    ).toEqual([{ id: 3, cor: 'Preto', tamanho: 'G', cor_rgb: null, estoque_atual: 0, estoque_minimo: 0, baixo: true }]);
  });
});

describe('the grade chips: one size order and UNC (spec 001 §9)', () => {
  it('gradesDaView orders by colour, then PP … GG, numbers, UNC last; nomeDaGrade shows "unico" as UNC', () => {
    const grade = (id: number, cor: string, tamanho: string) => ({ id, cor, tamanho, cor_rgb: null, estoque_atual: 1, estoque_minimo: 0, baixo: false });
    // The view's text order: GG before M, 'unico' after the letters.
    const view = [grade(1, 'Coral', '40'), grade(2, 'Coral', 'GG'), grade(3, 'Coral', 'M'), grade(4, 'Coral', 'unico'), grade(5, 'Azul', 'P')];
    expect(gradesDaView(view).map(nomeDaGrade)).toEqual(['Azul / P', 'Coral / M', 'Coral / GG', 'Coral / 40', 'Coral / UNC']);
  });
});

describe('EstoqueProdutosPage: what the list asks for', () => {
  it("asks for every active product by name, 10 per page, and shows 'Carregando produtos...'", async () => {
    const { store } = renderPagina();
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando produtos...');
    expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
    expect(screen.getByRole('heading', { level: 1, name: 'Estoque de Produtos' })).toBeInTheDocument();
  });

  it('busca, baixo and categoria from the URL go to the endpoint', async () => {
    const { store } = renderPagina({ url: '/estoque/produtos?busca=tropical&baixo=1&categoria=4&pagina=3' });
    await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'tropical', baixo: true, categoria: 4, page: 3 }));
    expect(screen.getByRole('switch', { name: 'Somente estoque baixo' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('tropical');
  });

  it("'Somente estoque baixo' asks for the low-stock products from page 1 and is written in the URL; off again, it goes away", async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, page: 2 }, [TROPICAL, CANGA], 14);
    const { user, router } = renderPagina({ store, url: '/estoque/produtos?pagina=2' });
    await screen.findAllByText('Biquíni Cortininha Tropical');

    const somenteBaixo = screen.getByRole('switch', { name: 'Somente estoque baixo' });
    expect(somenteBaixo).not.toBeChecked();
    await user.click(somenteBaixo);
    expect(ultimo(store)).toEqual({ ...PADRAO, baixo: true });
    expect(router.state.location.search).toBe('?baixo=1');

    await user.click(screen.getByRole('switch', { name: 'Somente estoque baixo' }));
    expect(ultimo(store)).toEqual(PADRAO);
    expect(router.state.location.search).toBe('');
  });

  it('a search by name or Referência is sent once the typing pauses', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL]);
    const { user, router } = renderPagina({ store });
    await screen.findAllByText('Biquíni Cortininha Tropical');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'LP1001');
    await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'LP1001' }));
    expect(router.state.location.search).toBe('?busca=LP1001');
  });

  it("shows 'Nenhum produto encontrado', with 'Limpar filtros' when a filter is on", async () => {
    const store = makeStore();
    await comPagina(store, { ...PADRAO, baixo: true }, []);
    await comPagina(store, PADRAO, [CANGA]);
    const { user, router } = renderPagina({ store, url: '/estoque/produtos?baixo=1' });

    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByText('Canga Indiana Mandala')).not.toHaveLength(0);
  });
});

describe('EstoqueProdutosPage: products, grades and the low-stock marker', () => {
  it('on a wide screen: thumbnail, name, Referência, category, stock with "Estoque baixo" when flagged, minimum and the grades', async () => {
    wideScreen();
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, CANGA], 2);
    renderPagina({ store });

    const tabela = await screen.findByRole('table', { name: 'Estoque de Produtos' });
    const [, tropical, canga] = within(tabela).getAllByRole('row');
    expect(within(tropical).getByRole('img', { name: 'Biquíni Cortininha Tropical' }).getAttribute('src')).toContain('width=48&height=48');
    expect(tropical).toHaveTextContent('Referência: LP1001');
    expect(tropical).toHaveTextContent('Biquínis');
    expect(within(tropical).getByText('Estoque baixo')).toBeInTheDocument();

    const grades = within(tropical).getAllByRole('listitem');
    expect(grades.map((g) => g.textContent)).toEqual(['Coral / M: 1 / mín. 1', 'Verde Água / P: 8 / mín. 1']);
    // The grade at its minimum carries the marker; the other does not.
    expect(within(grades[0]).getByRole('img', { name: 'Estoque baixo' })).toBeInTheDocument();
    expect(within(grades[1]).queryByRole('img', { name: 'Estoque baixo' })).not.toBeInTheDocument();

    expect(within(canga).getByRole('img', { name: 'Canga Indiana Mandala: sem imagem' })).toBeInTheDocument();
    expect(within(canga).queryByText('Estoque baixo')).not.toBeInTheDocument();
    expect(canga).toHaveTextContent('Sem grade');
    expect(within(canga).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['—', '12', '3']);
    expect(screen.getByText(/Total de produtos/)).toHaveTextContent('Total de produtos: 2');
  });

  it('on a phone each product is a card with the same data', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL, CANGA]);
    renderPagina({ store });

    const cards = await screen.findByRole('list', { name: 'Estoque de Produtos' });
    const [tropical] = within(cards).getAllByRole('listitem').filter((li) => li.parentElement === cards);
    expect(within(tropical).getByRole('heading', { name: /Biquíni Cortininha Tropical/ })).toBeInTheDocument();
    expect(within(tropical).getByText('Estoque baixo')).toBeInTheDocument();
    expect(within(tropical).getByRole('list', { name: 'Grades de Biquíni Cortininha Tropical' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('EstoqueProdutosPage: the actions', () => {
  it('who writes gets Histórico, Nova movimentação prefilled with the product and Editar produto', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL]);
    renderPagina({ store, role: 'funcionario' });

    expect(await screen.findByRole('link', { name: 'Histórico de Biquíni Cortininha Tropical' })).toHaveAttribute('href', '/estoque/produtos/1/kardex');
    expect(screen.getByRole('link', { name: 'Nova movimentação de Biquíni Cortininha Tropical' })).toHaveAttribute(
      'href',
      '/estoque/movimentacao/nova?produto=1',
    );
    expect(screen.getByRole('link', { name: 'Editar produto Biquíni Cortininha Tropical' })).toHaveAttribute('href', '/cadastros/produtos/1/editar');
  });

  it('read-only staff (user) see the stock and the history, without Nova movimentação nor the editor', async () => {
    const store = makeStore();
    await comPagina(store, PADRAO, [TROPICAL]);
    renderPagina({ store, role: 'user' });

    expect(await screen.findByRole('link', { name: 'Histórico de Biquíni Cortininha Tropical' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Nova movimentação/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar produto/ })).not.toBeInTheDocument();
  });
});
