/**
 * The sample list left in Vendas (/vendas/orcamento-compra, until purchasing is built) as the remote
 * mounts it: searched and filtered through the URL, its status colours (spec 001 §4), "1 item" /
 * "18 itens", the empty result and its "Limpar filtros", the cards on a phone, and the new button
 * reaching "Módulo em desenvolvimento". (/vendas/orcamento is real since issue 24: features/orcamentos.)
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, viewportWidth, wideScreen } from '@loja/shared-ui/testing';
import { OrcamentosCompraExemploRoutes } from './AmostrasRoutes';
import { ORCAMENTOS_COMPRA_EXEMPLO } from './sampleRecords';

function renderAmostras(url: string) {
  return renderWithProviders(
    <Routes>
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

describe('Vendas sample list (Orçamento de Compra)', () => {
  it('lists every sample purchase quote, says it is sample data and counts them', () => {
    wideScreen();
    renderAmostras('/vendas/orcamento-compra');
    expect(screen.getByRole('heading', { level: 1, name: 'Orçamentos de Compra' })).toBeInTheDocument();
    expect(screen.getByText('Dados de exemplo')).toBeInTheDocument();
    expect(numerosNaTabela('Orçamentos de Compra')).toEqual(ORCAMENTOS_COMPRA_EXEMPLO.map((o) => o.numero));
    expect(screen.getByRole('status')).toHaveTextContent(`${ORCAMENTOS_COMPRA_EXEMPLO.length} orçamentos de compra`);
    expect(within(linha('OC-92')).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(linha('OC-92')).getByText(/R\$\s1\.675,50/)).toBeInTheDocument();
  });

  it('searches by supplier without accents or case, and by number, in the URL; filters by status; an unknown status is ignored', async () => {
    wideScreen();
    const { user, router } = renderAmostras('/vendas/orcamento-compra');
    const busca = screen.getByRole('searchbox', { name: 'Buscar orçamentos de compra' });
    await user.type(busca, 'OCULOS{Enter}');
    expect(router.state.location.search).toBe('?busca=OCULOS');
    expect(numerosNaTabela('Orçamentos de Compra')).toEqual(['OC-89']);
    expect(screen.getByRole('status')).toHaveTextContent('1 orçamento de compra');
    expect(screen.getByRole('status')).not.toHaveTextContent('orçamentos');

    await user.clear(busca);
    await user.type(busca, 'oc-9{Enter}');
    expect(numerosNaTabela('Orçamentos de Compra')).toHaveLength(4);
    await user.clear(busca);
    await user.type(busca, '{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejeitado');
    expect(router.state.location.search).toBe('?status=rejeitado');
    expect(numerosNaTabela('Orçamentos de Compra')).toEqual(['OC-91', 'OC-87']);
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
  });

  it('an empty result offers "Limpar filtros", which clears the URL', async () => {
    wideScreen();
    const { user, router } = renderAmostras('/vendas/orcamento-compra?status=rejeitado&busca=itapua');
    expect(screen.getByText('Nenhum orçamento de compra encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    expect(numerosNaTabela('Orçamentos de Compra')).toHaveLength(ORCAMENTOS_COMPRA_EXEMPLO.length);
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

  it('"Novo Orçamento de Compra" reaches the "em desenvolvimento" page', async () => {
    const { user, router } = renderAmostras('/vendas/orcamento-compra');
    await user.click(screen.getByRole('button', { name: 'Novo Orçamento de Compra' }));
    expect(router.state.location.pathname).toBe('/vendas/orcamento-compra/novo');
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Orçamento de Compra' })).toBeInTheDocument();
    expect(screen.getByText('Módulo em desenvolvimento')).toBeInTheDocument();
  });
});
