/**
 * Contas a receber and contas a pagar as the shell mounts them (/financeiro/*): the empty list, the
 * search and the situation filter kept in the URL, and the new-account button saying it is coming.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { dismissToast } from '@loja/shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { FinanceiroRoutes } from './FinanceiroRoutes';

function renderFinanceiro(url: string) {
  return renderWithProviders(<FinanceiroRoutes />, { url, path: '/financeiro/*' });
}

// Sonner keeps its toasts between renders: one test's toast must not answer the next test's query.
afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('Contas a receber / a pagar', () => {
  it.each([
    ['/financeiro/contas-receber', 'Contas a Receber', 'Nova Conta a Receber'],
    ['/financeiro/contas-pagar', 'Contas a Pagar', 'Nova Conta a Pagar'],
  ])('%s shows the empty list, saying the module is in development', (url, title, novo) => {
    renderFinanceiro(url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma conta encontrada')).toBeInTheDocument();
    expect(screen.getByText(/o módulo financeiro está em desenvolvimento/i)).toBeInTheDocument();
    const botao = screen.getByRole('button', { name: new RegExp(novo) });
    expect(within(botao).getByText('Em breve')).toBeInTheDocument();
  });

  it('keeps the search in the URL', async () => {
    const { user, router } = renderFinanceiro('/financeiro/contas-pagar');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar contas' }), 'aluguel{Enter}');
    expect(router.state.location.search).toBe('?busca=aluguel');
    expect(screen.getByText('Nenhuma conta encontrada')).toBeInTheDocument();
  });

  it('the filter button chooses a situation, kept in the URL and read back from it', async () => {
    const { user, router } = renderFinanceiro('/financeiro/contas-receber?busca=loja');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Todas' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Todas', 'Em aberto', 'Vencidas', 'Recebidas']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Vencidas' }));
    expect(router.state.location.search).toBe('?busca=loja&situacao=vencidas');
    expect(screen.getByRole('button', { name: 'Situação: Vencidas' })).toBeInTheDocument();
    cleanup();

    const pagar = renderFinanceiro('/financeiro/contas-pagar?situacao=pagas');
    await pagar.user.click(screen.getByRole('button', { name: 'Situação: Pagas' }));
    expect(screen.getByRole('menuitemradio', { name: 'Pagas' })).toHaveAttribute('aria-checked', 'true');
    await pagar.user.click(screen.getByRole('menuitemradio', { name: 'Todas' }));
    expect(pagar.router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
  });

  it('a situation of the other page in the URL falls back to all', () => {
    renderFinanceiro('/financeiro/contas-pagar?situacao=recebidas');
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
  });

  it('the new-account button explains in a toast that it is coming', async () => {
    const { user, router } = renderFinanceiro('/financeiro/contas-receber');
    await user.click(screen.getByRole('button', { name: /Nova Conta a Receber/ }));
    expect(await screen.findByText(/o cadastro de contas estará disponível em breve/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/financeiro/contas-receber');
  });
});
