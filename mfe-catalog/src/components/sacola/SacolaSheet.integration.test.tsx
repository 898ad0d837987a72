import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { makeStore, type AppStore } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, type ControlledFetch } from '@loja/local-supabase/testing';
import { alterarEmpresa } from '../../test/empresa';
import { SacolaProvider } from './SacolaProvider';
import { SacolaSheet } from './SacolaSheet';
import { adicionarItem } from './sacolaSlice';
import { biquini, canga, gradeAzulM, gradeUnico } from './fixtures';

/** The sacola's checkout against the local stack: the shop's WhatsApp comes from the real company row. */
const NBSP = '\u00a0';

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function fill(store: AppStore) {
  store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
  store.dispatch(adicionarItem({ produto: canga, grade: gradeUnico }));
}

let net: ControlledFetch;
beforeEach(() => {
  net = controlledFetch();
});

/** A company without its row (a project before the seed): the stack's database always has it. */
const semEmpresa = () => net.answerNext('/rest/v1/empresa_publica', 200, []);

/** The sheet for a visitor (null) or a signed-in cliente, whose client of the stack is the page's. */
async function renderSheet(role: TestRole & ('cliente' | null), store: AppStore = makeStore()) {
  await signInAs(role, { fetch: net.fetch });
  const onOpenChange = vi.fn();
  const onRequireLogin = vi.fn();
  const { user } = renderWithProviders(<SacolaSheet open onOpenChange={onOpenChange} onRequireLogin={onRequireLogin} />, {
    role,
    store,
    wrapper: SacolaProvider,
  });
  return { user, onOpenChange, onRequireLogin, sheet: screen.getByRole('dialog', { name: 'MINHA SACOLA' }) };
}

describe('SacolaSheet checkout', () => {
  it('shows the empty state without totals or buy button', async () => {
    const { sheet } = await renderSheet('cliente');
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();
    expect(within(sheet).getByText('Adicione produtos para ver aqui.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    expect(within(sheet).queryByText('Total de itens')).toBeNull();
  });
  it('asks a visitor to sign in: "Fazer Login para Comprar" closes the sheet and calls onRequireLogin', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = makeStore();
    fill(store);
    const { sheet, user, onOpenChange, onRequireLogin } = await renderSheet(null, store);
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Fazer Login para Comprar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(net.requestsTo('/rest/v1/empresa_publica')).toEqual([]);
  });
  it('opens the WhatsApp chat with the order for a signed-in customer', async () => {
    await alterarEmpresa({ whatsapp: '11987654321' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = makeStore();
    fill(store);
    const { sheet, user, onRequireLogin } = await renderSheet('cliente', store);
    expect(within(sheet).queryByRole('button', { name: 'Fazer Login para Comprar' })).toBeNull();
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    expect(net.requestsTo('/rest/v1/empresa_publica')).not.toEqual([]);
    const message = [
      'Olá! Gostaria de finalizar a minha compra:',
      '',
      '*Produto 1*',
      'Biquíni Tropical',
      'Tamanho: M',
      'Cor: Azul',
      'Quantidade: 2',
      `Subtotal: R$${NBSP}179,80`,
      '',
      '*Produto 2*',
      'Canga Listrada',
      'Tamanho: UNC',
      'Cor: Bege',
      'Quantidade: 1',
      `Subtotal: R$${NBSP}45,00`,
      '',
      `*Total da compra: R$${NBSP}224,80*`,
    ].join('\n');
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/5511987654321?text=${encodeURIComponent(message)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(onRequireLogin).not.toHaveBeenCalled();
  });
  it('shows a destructive toast instead of a broken link when the shop has no WhatsApp number', async () => {
    // The database requires the number (10 to 15 digits); a project without its company row has none.
    semEmpresa();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = makeStore();
    fill(store);
    const { sheet, user } = await renderSheet('cliente', store);
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    const title = await screen.findByText('Não foi possível finalizar a compra');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(
      screen.getByText('O WhatsApp da loja não está disponível no momento. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
