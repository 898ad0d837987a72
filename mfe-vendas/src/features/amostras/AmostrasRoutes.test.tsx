/**
 * The two sample lists left in Vendas (/vendas/orcamento, /vendas/orcamento-compra) as the remote
 * mounts them: searched and filtered through the URL, their status colours (spec 001 §4), "1 item" /
 * "18 itens", the empty result and its "Limpar filtros", the cards on a phone, and the new buttons
 * reaching "Módulo em desenvolvimento".
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, viewportWidth, wideScreen } from '@loja/shared-ui/testing';
import { OrcamentosCompraExemploRoutes, OrcamentosExemploRoutes } from './AmostrasRoutes';
import { ORCAMENTOS_COMPRA_EXEMPLO, ORCAMENTOS_EXEMPLO } from './sampleRecords';

function renderAmostras(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="orcamento/*" element={<OrcamentosExemploRoutes />} />
      <Route path="orcamento-compra/*" element={<OrcamentosCompraExemploRoutes />} />
    </Routes>,
    { url, path: '/vendas/*' },
  );
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
  it('lists every sample quote with its validity, says it is sample data and counts them', () => {
    wideScreen();
    renderAmostras('/vendas/orcamento');
    expect(screen.getByRole('heading', { level: 1, name: 'Orçamentos' })).toBeInTheDocument();
    expect(screen.getByText('Dados de exemplo')).toBeInTheDocument();
    expect(numerosNaTabela('Orçamentos')).toEqual(ORCAMENTOS_EXEMPLO.map((o) => o.numero));
    expect(screen.getByRole('status')).toHaveTextContent(`${ORCAMENTOS_EXEMPLO.length} orçamentos`);
    expect(screen.getByRole('columnheader', { name: 'Validade' })).toBeInTheDocument();
    expect(within(linha('O-216')).getByText('até 09/12/2026')).toBeInTheDocument();
    expect(within(linha('O-216')).getByText('24/11/2026')).toBeInTheDocument();
    expect(within(linha('O-216')).getByText(/R\$\s649,50/)).toBeInTheDocument();
  });

  it('searches by person without accents or case, and by number, in the URL; filters by status', async () => {
    wideScreen();
    const { user, router } = renderAmostras('/vendas/orcamento');
    const busca = screen.getByRole('searchbox', { name: 'Buscar orçamentos' });
    await user.type(busca, 'PATRICIA{Enter}');
    expect(router.state.location.search).toBe('?busca=PATRICIA');
    expect(numerosNaTabela('Orçamentos')).toEqual(['O-215']);
    expect(screen.getByRole('status')).toHaveTextContent('1 orçamento');
    expect(screen.getByRole('status')).not.toHaveTextContent('orçamentos');

    await user.clear(busca);
    await user.type(busca, 'o-21{Enter}');
    expect(numerosNaTabela('Orçamentos')).toHaveLength(7);
    await user.clear(busca);
    await user.type(busca, '{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expirado');
    expect(router.state.location.search).toBe('?status=expirado');
    expect(numerosNaTabela('Orçamentos')).toEqual(['O-212', 'O-211']);
    cleanup();

    renderAmostras('/vendas/orcamento-compra?status=Cancelada');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('todos');
    expect(numerosNaTabela('Orçamentos de Compra')).toHaveLength(ORCAMENTOS_COMPRA_EXEMPLO.length);
  });

  it('colours each status green, yellow or red (spec 001 §4) and says "1 item", never "1 itens"', async () => {
    wideScreen();
    const { user } = renderAmostras('/vendas/orcamento-compra');
    expect(within(linha('OC-92')).getByText('Aprovado')).toHaveAttribute('data-variant', 'success');
    expect(within(linha('OC-93')).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    expect(within(linha('OC-91')).getByText('Rejeitado')).toHaveAttribute('data-variant', 'destructive');
    expect(within(linha('OC-88')).getByText('1 item')).toBeInTheDocument();
    expect(within(linha('OC-90')).getByText('18 itens')).toBeInTheDocument();
    expect(screen.queryByText(/\b1 itens\b/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar orçamentos de compra' }), 'itapua{Enter}');
    expect(numerosNaTabela('Orçamentos de Compra')).toEqual(['OC-88']);
    cleanup();

    renderAmostras('/vendas/orcamento');
    expect(within(linha('O-212')).getByText('Expirado')).toHaveAttribute('data-variant', 'destructive');
  });

  it('an empty result offers "Limpar filtros", which clears the URL', async () => {
    wideScreen();
    const { user, router } = renderAmostras('/vendas/orcamento?status=expirado&busca=henrique');
    expect(screen.getByText('Nenhum orçamento encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    expect(numerosNaTabela('Orçamentos')).toHaveLength(ORCAMENTOS_EXEMPLO.length);
  });

  it('shows cards on a phone, each with its number as heading and its status badge', () => {
    viewportWidth(390);
    renderAmostras('/vendas/orcamento-compra');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orçamentos de Compra' })).getAllByRole('listitem');
    expect(cards).toHaveLength(ORCAMENTOS_COMPRA_EXEMPLO.length);
    const card = cards.find((item) => within(item).queryByRole('heading', { name: 'OC-93' }));
    expect(within(card!).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    expect(within(card!).getByText('12 itens')).toBeInTheDocument();
  });
});

describe('Vendas sample new buttons', () => {
  it.each([
    ['/vendas/orcamento', 'Novo Orçamento', '/vendas/orcamento/novo'],
    ['/vendas/orcamento-compra', 'Novo Orçamento de Compra', '/vendas/orcamento-compra/novo'],
  ])('%s: "%s" reaches the "em desenvolvimento" page at %s', async (url, label, destino) => {
    const { user, router } = renderAmostras(url);
    await user.click(screen.getByRole('button', { name: label }));
    expect(router.state.location.pathname).toBe(destino);
    expect(screen.getByRole('heading', { level: 1, name: label })).toBeInTheDocument();
    expect(screen.getByText('Módulo em desenvolvimento')).toBeInTheDocument();
  });
});
