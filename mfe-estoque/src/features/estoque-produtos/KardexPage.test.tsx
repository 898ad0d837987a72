/**
 * A product's kardex without a backend (the product and its movements put in the store as the
 * endpoints would answer): the lines oldest first with entrada/saída and the running balances, the
 * final "Estoque atual" line, the warning when the ledger and the stock disagree, the grade filter,
 * the older-movements notice, the empty and not-found states. Against the database:
 * KardexPage.integration.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@loja/shared-ui/platform';
import { renderWithProviders, installOfflineClient, wideScreen } from '@loja/shared-ui/testing';
import { estoqueProdutosPageApi, type KardexLinha, type ProdutoKardex } from './api';
import { resumoKardex } from './kardex/resumo';
import { KardexPage } from './KardexPage';

const BIQUINI: ProdutoKardex = {
  id: 7,
  nome: 'Biquíni Lacinho Listrado',
  codigo_barras: 'LP1007',
  estoque_atual: 4,
  estoque_minimo: 2,
  ativo: true,
  grades: [
    { id: 71, cor: 'Coral', tamanho: 'M', cor_rgb: '#FF6F61', estoque_atual: 3, estoque_minimo: 1 },
    { id: 72, cor: 'Preto', tamanho: 'P', cor_rgb: '#000000', estoque_atual: 1, estoque_minimo: 1 },
  ],
};

const linha = (l: Partial<KardexLinha> & Pick<KardexLinha, 'id' | 'tipo' | 'quantidade' | 'saldo'>): KardexLinha => ({
  grade_id: null,
  cor: null,
  tamanho: null,
  preco_unitario: null,
  motivo: null,
  observacoes: null,
  usuario_nome: 'Funcionário Demo',
  data_movimentacao: '2026-11-20T13:05:00',
  efeito: l.tipo === 'entrada' ? l.quantidade : -(l.quantidade ?? 0),
  saldo_grade: null,
  compra_id: null,
  balanco_id: null,
  ...l,
});

/** Coral/M +5, Preto/P +2, Coral/M -2, Preto/P -1: the product ends at 4, Coral at 3, Preto at 1. */
const LINHAS: KardexLinha[] = [
  linha({ id: 1, tipo: 'entrada', quantidade: 5, grade_id: 71, cor: 'Coral', tamanho: 'M', motivo: 'Compra', observacoes: 'NF 1234', data_movimentacao: '2026-11-02T09:30:00', saldo: 5, saldo_grade: 5 }),
  linha({ id: 2, tipo: 'entrada', quantidade: 2, grade_id: 72, cor: 'Preto', tamanho: 'P', motivo: 'Compra', data_movimentacao: '2026-11-03T10:00:00', saldo: 7, saldo_grade: 2 }),
  linha({ id: 3, tipo: 'saida', quantidade: 2, grade_id: 71, cor: 'Coral', tamanho: 'M', motivo: 'Venda', data_movimentacao: '2026-11-10T16:45:00', saldo: 5, saldo_grade: 3 }),
  linha({ id: 4, tipo: 'saida', quantidade: 1, grade_id: 72, cor: 'Preto', tamanho: 'P', motivo: 'Avaria', usuario_nome: 'Administrador', data_movimentacao: '2026-11-21T08:00:00', saldo: 4, saldo_grade: 1 }),
];

async function comKardex(store: AppStore, produto: ProdutoKardex | null, linhas: KardexLinha[], total = linhas.length, id = produto?.id ?? 7) {
  await store.dispatch(estoqueProdutosPageApi.util.upsertQueryData('getProdutoKardex', id, produto));
  await store.dispatch(estoqueProdutosPageApi.util.upsertQueryData('getKardex', id, { linhas, total }));
}

function renderKardex(url: string, store = makeStore()) {
  return renderWithProviders(<KardexPage />, {
    role: 'user',
    url,
    path: '/estoque/produtos/:id/kardex',
    store,
    routes: [{ path: '/estoque/produtos', element: <h1>Estoque de Produtos</h1> }],
  });
}

const estoqueFinal = () => screen.getByRole('region', { name: 'Estoque final' });

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('resumoKardex', () => {
  it('the final balance is the last line’s, of the product or of the chosen grade, compared with its stock', () => {
    expect(resumoKardex(LINHAS, BIQUINI, null)).toMatchObject({ saldoFinal: 4, estoqueAtual: 4, divergente: false });
    expect(resumoKardex(LINHAS, BIQUINI, 71)).toMatchObject({ saldoFinal: 3, estoqueAtual: 3, divergente: false });
    expect(resumoKardex(LINHAS, BIQUINI, 71).linhas.map((l) => l.id)).toEqual([1, 3]);
    expect(resumoKardex(LINHAS, { ...BIQUINI, estoque_atual: 6 }, null)).toMatchObject({ saldoFinal: 4, estoqueAtual: 6, divergente: true });
    // No movement: the ledger says 0.
    expect(resumoKardex([], { ...BIQUINI, estoque_atual: 2 }, null)).toMatchObject({ saldoFinal: 0, divergente: true });
    // Only the latest lines read, none of this grade among them: nothing to compare.
    expect(resumoKardex(LINHAS.slice(2, 3), BIQUINI, 72, false)).toMatchObject({ divergente: false });
  });
});

describe('KardexPage', () => {
  it('shows the product, its lines oldest first with entrada/saída and balances, and ends at "Estoque atual"', async () => {
    wideScreen();
    const store = makeStore();
    await comKardex(store, BIQUINI, LINHAS);
    renderKardex('/estoque/produtos/7/kardex', store);

    expect(await screen.findByRole('heading', { level: 1, name: 'Biquíni Lacinho Listrado' })).toBeInTheDocument();
    expect(screen.getByText('Referência').nextElementSibling).toHaveTextContent('LP1007');
    expect(screen.getByText('Movimentações').nextElementSibling).toHaveTextContent('4');

    const tabela = screen.getByRole('table', { name: 'Movimentações do produto' });
    const [cabecalho, ...linhas] = within(tabela).getAllByRole('row');
    expect(within(cabecalho).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Data', 'Tipo', 'Grade', 'Motivo', 'Observações', 'Responsável', 'Entrada', 'Saída', 'Saldo', 'Saldo da grade',
    ]);
    const celulas = linhas.map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
    expect(celulas).toEqual([
      ['02/11/2026 09:30', 'Entrada', 'Coral / M', 'Compra', 'NF 1234', 'Funcionário Demo', '+5', '-', '5', '5'],
      ['03/11/2026 10:00', 'Entrada', 'Preto / P', 'Compra', '-', 'Funcionário Demo', '+2', '-', '7', '2'],
      ['10/11/2026 16:45', 'Saída', 'Coral / M', 'Venda', '-', 'Funcionário Demo', '-', '-2', '5', '3'],
      ['21/11/2026 08:00', 'Saída', 'Preto / P', 'Avaria', '-', 'Administrador', '-', '-1', '4', '1'],
    ]);
    expect(estoqueFinal()).toHaveTextContent('Estoque atual: 4');
    expect(within(estoqueFinal()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links a purchase receipt to its order and a count adjustment to its balanço', async () => {
    wideScreen();
    const store = makeStore();
    await comKardex(store, BIQUINI, [
      linha({ id: 1, tipo: 'entrada', quantidade: 5, motivo: 'Compra', observacoes: 'Recebimento PC-000003', compra_id: 3, saldo: 5 }),
      linha({ id: 2, tipo: 'saida', quantidade: 1, motivo: 'Inventário', observacoes: 'Balanço B-000012', balanco_id: 12, saldo: 4 }),
    ]);
    renderKardex('/estoque/produtos/7/kardex', store);
    expect(await screen.findByRole('link', { name: 'Recebimento PC-000003' })).toHaveAttribute('href', '/vendas/orcamento-compra/3');
    expect(screen.getByRole('link', { name: 'Balanço B-000012' })).toHaveAttribute('href', '/estoque/balanco/12');
  });

  it('warns, visibly, when the last balance is not the current stock', async () => {
    const store = makeStore();
    await comKardex(store, { ...BIQUINI, estoque_atual: 6 }, LINHAS);
    renderKardex('/estoque/produtos/7/kardex', store);

    expect(await within(await screen.findByRole('region', { name: 'Estoque final' })).findByText('Estoque atual: 6')).toBeInTheDocument();
    expect(within(estoqueFinal()).getByRole('alert')).toHaveTextContent('O saldo do histórico (4) não confere com o estoque atual (6).');
  });

  it("the grade filter keeps that grade's lines and compares its balance with the grade's stock; 'Todas as grades' brings every line back", async () => {
    wideScreen();
    const store = makeStore();
    await comKardex(store, BIQUINI, LINHAS);
    const { user, router } = renderKardex('/estoque/produtos/7/kardex', store);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Grade' }), 'Coral / M');
    expect(router.state.location.search).toBe('?grade=71');
    const linhas = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(linhas.map((tr) => within(tr).getAllByRole('cell')[9].textContent)).toEqual(['5', '3']);
    expect(estoqueFinal()).toHaveTextContent('Estoque atual de Coral / M: 3');
    expect(within(estoqueFinal()).queryByRole('alert')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Todas as grades');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  it('on a phone each movement is a card with its type badge and balances; without grades there are no grade columns', async () => {
    const semGrade: ProdutoKardex = { ...BIQUINI, id: 9, nome: 'Canga Indiana Mandala', codigo_barras: null, estoque_atual: 3, grades: [] };
    const store = makeStore();
    await comKardex(store, semGrade, [
      linha({ id: 10, tipo: 'entrada', quantidade: 5, saldo: 5, motivo: 'Compra' }),
      linha({ id: 11, tipo: 'saida', quantidade: 2, saldo: 3, motivo: 'Venda' }),
    ]);
    renderKardex('/estoque/produtos/9/kardex', store);

    const cards = within(await screen.findByRole('list', { name: 'Movimentações do produto' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // The badge beside the date, and the Saída term of the quantities.
    expect(within(cards[1]).getAllByText('Saída')).toHaveLength(2);
    expect(within(cards[1]).getByRole('heading')).toHaveTextContent('20/11/2026 13:05');
    expect(within(cards[1]).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Motivo', 'Observações', 'Responsável', 'Entrada', 'Saída', 'Saldo']);
    expect(within(cards[1]).getAllByRole('definition').at(-1)).toHaveTextContent('3');
    expect(screen.queryByRole('combobox', { name: 'Grade' })).not.toBeInTheDocument();
    expect(screen.getByText('Referência').nextElementSibling).toHaveTextContent('-');
    expect(estoqueFinal()).toHaveTextContent('Estoque atual: 3');
  });

  it('says when older movements are left out', async () => {
    const store = makeStore();
    await comKardex(store, BIQUINI, LINHAS, 620);
    renderKardex('/estoque/produtos/7/kardex', store);

    expect(await screen.findByRole('note')).toHaveTextContent('Este produto tem 620 movimentações: aqui estão as 500 mais recentes; as 120 mais antigas foram omitidas.');
  });

  it("a product without movements: 'Nenhuma movimentação registrada para este produto' and Estoque atual: 0", async () => {
    const store = makeStore();
    await comKardex(store, { ...BIQUINI, estoque_atual: 0, grades: [] }, []);
    renderKardex('/estoque/produtos/7/kardex', store);

    expect(await screen.findByText('Nenhuma movimentação registrada para este produto')).toBeInTheDocument();
    expect(estoqueFinal()).toHaveTextContent('Estoque atual: 0');
    expect(within(estoqueFinal()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an unknown product (or an id that is not one) shows "Produto não encontrado" with the way back', async () => {
    const store = makeStore();
    await comKardex(store, null, [], 0, 999);
    const { user, router } = renderKardex('/estoque/produtos/999/kardex', store);

    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
    const voltar = screen.getAllByRole('button', { name: 'Voltar ao estoque' });
    await user.click(voltar.at(-1)!);
    expect(router.state.location.pathname).toBe('/estoque/produtos');
  });

  it('an id that is not a number is not found, without asking the database', async () => {
    const { store } = renderKardex('/estoque/produtos/abc/kardex');
    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('shows the loading state while the product and its movements are on their way', async () => {
    renderKardex('/estoque/produtos/7/kardex');
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando histórico...');
  });
});
