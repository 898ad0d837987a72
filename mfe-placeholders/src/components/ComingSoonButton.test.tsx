import { act, cleanup, screen, within } from '@testing-library/react';
import { dismissToast } from '@loja/shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { ComingSoonButton } from './ComingSoonButton';

// Sonner keeps its toasts between renders: one test's toast must not answer the next test's query.
afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('<ComingSoonButton>', () => {
  it('is marked "Em breve", stays pressable (touch screens show no tooltip) and explains itself in a toast', async () => {
    const { user } = renderWithProviders(<ComingSoonButton message="O módulo financeiro está em desenvolvimento.">Nova Conta a Pagar</ComingSoonButton>);
    const botao = screen.getByRole('button', { name: /Nova Conta a Pagar/ });
    expect(within(botao).getByText('Em breve')).toBeInTheDocument();
    expect(botao).toBeEnabled();
    expect(screen.queryByText('O módulo financeiro está em desenvolvimento.')).not.toBeInTheDocument();
    await user.click(botao);
    expect(await screen.findByText('O módulo financeiro está em desenvolvimento.')).toBeInTheDocument();
  });
});
