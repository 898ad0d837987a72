/**
 * The five report pages as the shell mounts them (/relatorios/*): each says what its report will
 * contain, and "Gerar Relatório" is marked "Em breve" and says so in a toast.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { dismissToast } from '@loja/shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { RELATORIOS } from '../../components';
import { CONTEUDO_RELATORIOS } from './conteudo';
import { RelatoriosRoutes } from './RelatoriosRoutes';

// Sonner keeps its toasts between renders: one test's toast must not answer the next test's query.
afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('Relatórios', () => {
  it('has the five reports of the spec', () => {
    expect(RELATORIOS.map((r) => r.path)).toEqual(['clientes', 'fornecedores', 'ordem-fornecimento', 'vendas', 'financeiro']);
  });

  // Issue 27: the ordem de fornecimento is real, in mfe-vendas; its report page leads there.
  it('/relatorios/ordem-fornecimento leads to the ordem de fornecimento of purchasing', async () => {
    const { user, router } = renderWithProviders(
      <Routes>
        <Route path="/relatorios/*" element={<RelatoriosRoutes />} />
        <Route path="/vendas/orcamento-compra/ordem-fornecimento" element={<h1>Ordem de fornecimento das compras</h1>} />
      </Routes>,
      { url: '/relatorios/ordem-fornecimento', path: '*' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ordem de Fornecimento' })).toBeInTheDocument();
    expect(screen.queryByText('Em breve')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Abrir a ordem de fornecimento' }));
    expect(router.state.location.pathname).toBe('/vendas/orcamento-compra/ordem-fornecimento');
    expect(screen.getByRole('heading', { level: 1, name: 'Ordem de fornecimento das compras' })).toBeInTheDocument();
  });

  it.each(RELATORIOS.filter((r) => r.path !== 'ordem-fornecimento').map((r) => [r.path, r] as const))('/relatorios/%s shows its cards and a coming-soon generate button', async (path, relatorio) => {
    const { user, router } = renderWithProviders(<RelatoriosRoutes />, { url: `/relatorios/${path}`, path: '/relatorios/*' });
    expect(screen.getByRole('heading', { level: 1, name: relatorio.title })).toBeInTheDocument();
    const conteudo = CONTEUDO_RELATORIOS[path];
    expect(screen.getByText(conteudo.periodo)).toBeInTheDocument();
    for (const titulo of ['Período', 'Filtros', 'Colunas']) {
      expect(screen.getByRole('heading', { level: 2, name: titulo })).toBeInTheDocument();
    }
    const colunas = screen.getByRole('heading', { level: 2, name: 'Colunas' }).parentElement!;
    expect(within(colunas).getAllByRole('listitem').map((item) => item.textContent)).toEqual(conteudo.colunas);

    const gerar = screen.getByRole('button', { name: /Gerar Relatório/ });
    expect(gerar).toBeEnabled();
    expect(within(gerar).getByText('Em breve')).toBeInTheDocument();
    await user.click(gerar);
    expect(await screen.findByText(/a geração de relatórios estará disponível em breve/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/relatorios/${path}`);
  });

  // Issue 23 §6: only the spec's unregistered links are "em desenvolvimento"; a path the spec never
  // names is the 404 (inside the back-office layout, which the shell draws around this).
  it('an unknown report is the 404, not "em desenvolvimento"', () => {
    renderWithProviders(<RelatoriosRoutes />, { url: '/relatorios/estoque', path: '/relatorios/*' });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Módulo em desenvolvimento')).toBeNull();
  });
});
