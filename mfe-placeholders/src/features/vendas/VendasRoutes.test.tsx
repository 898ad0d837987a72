/**
 * The Vendas section as the shell mounts it (/vendas/*): the three sample lists searched and filtered
 * through the URL, their status colours (spec 001 §4), "1 item" / "3 itens", the empty result and its
 * "Limpar filtros", the cards on a phone, and the new buttons reaching "Módulo em desenvolvimento".
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, viewportWidth, wideScreen } from '@loja/shared-ui/testing';
import { ORCAMENTOS_COMPRA_EXEMPLO, ORCAMENTOS_EXEMPLO, VENDAS_EXEMPLO } from '../../components';
import { VendasRoutes } from './VendasRoutes';

function renderVendas(url: string) {
  return renderWithProviders(<VendasRoutes />, { url, path: '/vendas/*' });
}

/** The numbers of the rows the table shows, in order. */
const numerosNaTabela = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const linha = (numero: string) => screen.getByRole('row', { name: new RegExp(`^${numero}\\b`) });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Vendas sample lists', () => {
  it('lists every sample sale, says it is sample data and counts them', () => {
    wideScreen();
    renderVendas('/vendas/vendas');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendas' })).toBeInTheDocument();
    expect(screen.getByText('Dados de exemplo')).toBeInTheDocument();
    expect(screen.getByText(/o módulo de vendas está em desenvolvimento/i)).toBeInTheDocument();
    expect(numerosNaTabela('Vendas')).toEqual(VENDAS_EXEMPLO.map((v) => v.numero));
    expect(screen.getByRole('status')).toHaveTextContent('8 vendas');
    expect(within(linha('V-1044')).getByText('Érica Gonçalves')).toBeInTheDocument();
    expect(within(linha('V-1044')).getByText('19/11/2026')).toBeInTheDocument();
    expect(within(linha('V-1044')).getByText(/R\$\s469,60/)).toBeInTheDocument();
  });

  it('searches by customer without accents or case, and by number; the search is in the URL', async () => {
    wideScreen();
    const { user, router } = renderVendas('/vendas/vendas');
    const busca = screen.getByRole('searchbox', { name: 'Buscar vendas' });
    await user.type(busca, 'ERICA{Enter}');
    expect(router.state.location.search).toBe('?busca=ERICA');
    expect(numerosNaTabela('Vendas')).toEqual(['V-1044']);
    expect(screen.getByRole('status')).toHaveTextContent('1 venda');
    expect(screen.getByRole('status')).not.toHaveTextContent('vendas');

    await user.clear(busca);
    await user.type(busca, 'v-104{Enter}');
    expect(numerosNaTabela('Vendas')).toHaveLength(8);
    await user.type(busca, '7{Enter}');
    expect(numerosNaTabela('Vendas')).toEqual(['V-1047']);
  });

  it('filters by status into the URL, and a URL with ?status= opens filtered', async () => {
    wideScreen();
    const { user, router } = renderVendas('/vendas/vendas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pendente');
    expect(router.state.location.search).toBe('?status=pendente');
    expect(numerosNaTabela('Vendas')).toEqual(['V-1047', 'V-1042']);
    expect(screen.getByRole('status')).toHaveTextContent('2 vendas');
    cleanup();

    renderVendas('/vendas/vendas?status=cancelada&busca=gabri');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelada');
    expect(screen.getByRole('searchbox', { name: 'Buscar vendas' })).toHaveValue('gabri');
    expect(numerosNaTabela('Vendas')).toEqual(['V-1045']);
  });

  it('an unknown status in the URL shows every sale', () => {
    wideScreen();
    renderVendas('/vendas/vendas?status=Aprovado');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('todos');
    expect(numerosNaTabela('Vendas')).toHaveLength(VENDAS_EXEMPLO.length);
  });

  it('colours each status green, yellow or red (spec 001 §4)', () => {
    wideScreen();
    renderVendas('/vendas/vendas');
    expect(within(linha('V-1048')).getByText('Finalizada')).toHaveAttribute('data-variant', 'success');
    expect(within(linha('V-1047')).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    expect(within(linha('V-1045')).getByText('Cancelada')).toHaveAttribute('data-variant', 'destructive');
    cleanup();

    renderVendas('/vendas/orcamento');
    expect(within(linha('O-215')).getByText('Aprovado')).toHaveAttribute('data-variant', 'success');
    expect(within(linha('O-216')).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    expect(within(linha('O-212')).getByText('Expirado')).toHaveAttribute('data-variant', 'destructive');
    cleanup();

    renderVendas('/vendas/orcamento-compra');
    expect(within(linha('OC-92')).getByText('Aprovado')).toHaveAttribute('data-variant', 'success');
    expect(within(linha('OC-93')).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    expect(within(linha('OC-91')).getByText('Rejeitado')).toHaveAttribute('data-variant', 'destructive');
  });

  it('says "1 item" and "3 itens", never "1 itens"', () => {
    wideScreen();
    renderVendas('/vendas/vendas');
    expect(within(linha('V-1047')).getByText('1 item')).toBeInTheDocument();
    expect(within(linha('V-1048')).getByText('3 itens')).toBeInTheDocument();
    expect(screen.queryByText(/\b1 itens\b/)).not.toBeInTheDocument();
    cleanup();

    renderVendas('/vendas/orcamento-compra');
    expect(within(linha('OC-88')).getByText('1 item')).toBeInTheDocument();
    expect(within(linha('OC-90')).getByText('18 itens')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${ORCAMENTOS_COMPRA_EXEMPLO.length} orçamentos de compra`);
  });

  it('shows a quote\'s validity as a date and searches purchase quotes by supplier', async () => {
    wideScreen();
    renderVendas('/vendas/orcamento');
    expect(screen.getByRole('columnheader', { name: 'Validade' })).toBeInTheDocument();
    expect(within(linha('O-216')).getByText('até 09/12/2026')).toBeInTheDocument();
    expect(numerosNaTabela('Orçamentos')).toHaveLength(ORCAMENTOS_EXEMPLO.length);
    cleanup();

    const { user } = renderVendas('/vendas/orcamento-compra');
    expect(screen.getByRole('columnheader', { name: 'Fornecedor' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar orçamentos de compra' }), 'itapua{Enter}');
    expect(numerosNaTabela('Orçamentos de Compra')).toEqual(['OC-88']);
  });

  it('an empty result offers "Limpar filtros", which clears the URL', async () => {
    wideScreen();
    const { user, router } = renderVendas('/vendas/orcamento?status=expirado&busca=henrique');
    expect(screen.getByText('Nenhum orçamento encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    expect(numerosNaTabela('Orçamentos')).toHaveLength(ORCAMENTOS_EXEMPLO.length);
  });

  it('shows cards on a phone, each with its number as heading and its status badge', () => {
    viewportWidth(390);
    renderVendas('/vendas/vendas');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Vendas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(VENDAS_EXEMPLO.length);
    const card = cards.find((item) => within(item).queryByRole('heading', { name: 'V-1047' }));
    expect(card).toBeDefined();
    expect(within(card!).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    expect(within(card!).getByText('1 item')).toBeInTheDocument();
  });
});

describe('Vendas new buttons', () => {
  it.each([
    ['/vendas/vendas', 'Nova Venda', '/vendas/vendas/nova'],
    ['/vendas/orcamento', 'Novo Orçamento', '/vendas/orcamento/novo'],
    ['/vendas/orcamento-compra', 'Novo Orçamento de Compra', '/vendas/orcamento-compra/novo'],
  ])('%s: "%s" reaches the "em desenvolvimento" page at %s', async (url, label, destino) => {
    const { user, router } = renderVendas(url);
    await user.click(screen.getByRole('button', { name: label }));
    expect(router.state.location.pathname).toBe(destino);
    expect(screen.getByRole('heading', { level: 1, name: label })).toBeInTheDocument();
    expect(screen.getByText('Módulo em desenvolvimento')).toBeInTheDocument();
  });
});
