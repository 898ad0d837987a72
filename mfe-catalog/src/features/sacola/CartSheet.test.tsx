import { act, cleanup, fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { setSupabaseClient, type AppStore } from '@loja/shared-ui/platform';
import { CartButton } from './CartButton';
import { CartSheet } from './CartSheet';
import { adicionarItem, selectItens } from './cartSlice';
import { SEM_IMAGEM_URL as PLACEHOLDER_IMAGE } from '../imagens';
import { biquini, canga, empresaRow, gradeAzulM, gradeUnico, installFakeSupabase, item, storeFor, wrapperFor } from './testUtils';

const NBSP = '\u00a0';
/** Keeps the no-break space of the BRL format (the default normalizer would turn it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  setSupabaseClient(null);
  vi.restoreAllMocks();
});

function fill(store: AppStore) {
  store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
  store.dispatch(adicionarItem({ produto: canga, grade: gradeUnico }));
}

function renderSheet(store: AppStore) {
  const onOpenChange = vi.fn();
  const onRequireLogin = vi.fn();
  render(<CartSheet open onOpenChange={onOpenChange} onRequireLogin={onRequireLogin} />, { wrapper: wrapperFor(store) });
  return { onOpenChange, onRequireLogin, sheet: screen.getByRole('dialog', { name: 'MINHA SACOLA' }) };
}

describe('CartSheet', () => {
  it('shows the empty state without totals or buy button', () => {
    installFakeSupabase(empresaRow('11987654321'));
    const { sheet } = renderSheet(storeFor(true));
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();
    expect(within(sheet).getByText('Adicione produtos para ver aqui.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    expect(within(sheet).queryByText('Total de itens')).toBeNull();
  });

  it('lists each line with image, name, size, colour, subtotal and the totals', () => {
    installFakeSupabase(null);
    const store = storeFor(false);
    fill(store);
    const { sheet } = renderSheet(store);
    const [first, second] = within(sheet).getAllByRole('listitem');
    expect(within(first).getByText('Biquíni Tropical')).toBeInTheDocument();
    expect(within(first).getByText('Tamanho: M')).toBeInTheDocument();
    expect(within(first).getByText('Cor: Azul')).toBeInTheDocument();
    expect(within(first).getByText(`R$${NBSP}179,80`, exact)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Biquíni Tropical' })).toHaveAttribute(
      'src',
      'https://loja.test/storage/v1/render/image/public/imagens/produto/1/biquini.jpg?width=128&height=128&resize=cover',
    );
    expect(within(second).getByText('Tamanho: UNC')).toBeInTheDocument();
    expect(within(second).getByText('Cor: Bege')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Canga Listrada' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(within(sheet).getByText('Total de itens').nextElementSibling).toHaveTextContent(/^3$/);
    expect(within(sheet).getByText(`R$${NBSP}224,80`, exact)).toBeInTheDocument();
  });

  it('shows the placeholder when an image fails to load', () => {
    installFakeSupabase(null);
    const store = storeFor(false);
    fill(store);
    const { sheet } = renderSheet(store);
    const image = within(sheet).getByRole('img', { name: 'Biquíni Tropical' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('changes quantities with − and +, removes at 0, removes a line and clears the bag', async () => {
    installFakeSupabase(null);
    const user = userEvent.setup();
    const store = storeFor(false);
    fill(store);
    const { sheet } = renderSheet(store);

    await user.click(within(sheet).getByRole('button', { name: 'Aumentar quantidade de Biquíni Tropical (Azul, M)' }));
    expect(within(sheet).getByLabelText('Quantidade de Biquíni Tropical (Azul, M)')).toHaveTextContent('3');
    expect(within(sheet).getByText(`R$${NBSP}269,70`, exact)).toBeInTheDocument();
    expect(within(sheet).getByText(`R$${NBSP}314,70`, exact)).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Diminuir quantidade de Biquíni Tropical (Azul, M)' }));
    expect(within(sheet).getByLabelText('Quantidade de Biquíni Tropical (Azul, M)')).toHaveTextContent('2');

    await user.click(within(sheet).getByRole('button', { name: 'Diminuir quantidade de Canga Listrada (Bege, UNC)' }));
    expect(selectItens(store.getState())).toEqual([item(biquini, 2, gradeAzulM)]);

    await user.click(within(sheet).getByRole('button', { name: 'Remover Biquíni Tropical (Azul, M)' }));
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();

    fill(store);
    await user.click(await within(sheet).findByRole('button', { name: 'Limpar sacola' }));
    expect(selectItens(store.getState())).toEqual([]);
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();
    expect(localStorage.getItem('carrinho')).toBe('[]');
  });

  it('names the remove button "Remover <nome>" for a line without grade', () => {
    installFakeSupabase(null);
    const store = storeFor(false);
    store.dispatch(adicionarItem({ produto: canga }));
    const { sheet } = renderSheet(store);
    expect(within(sheet).getByRole('button', { name: 'Remover Canga Listrada' })).toBeInTheDocument();
    expect(within(sheet).queryByText(/^Tamanho:/)).toBeNull();
    expect(within(sheet).queryByText(/^Cor:/)).toBeNull();
  });

  it('asks a visitor to sign in: "Fazer Login para Comprar" closes the sheet and calls onRequireLogin', async () => {
    const { from } = installFakeSupabase(empresaRow('11987654321'));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = storeFor(false);
    fill(store);
    const { sheet, onOpenChange, onRequireLogin } = renderSheet(store);
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Fazer Login para Comprar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(from).not.toHaveBeenCalled();
  });

  it('opens the WhatsApp chat with the order for a signed-in customer', async () => {
    const { from } = installFakeSupabase(empresaRow('(11) 98765-4321'));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = storeFor(true);
    fill(store);
    const { sheet, onRequireLogin } = renderSheet(store);
    expect(within(sheet).queryByRole('button', { name: 'Fazer Login para Comprar' })).toBeNull();
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    expect(from).toHaveBeenCalledWith('empresa_publica');
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
    installFakeSupabase(empresaRow(null));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = storeFor(true);
    fill(store);
    const { sheet } = renderSheet(store);
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    const title = await screen.findByText('Não foi possível finalizar a compra');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(
      screen.getByText('O WhatsApp da loja não está disponível no momento. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('CartButton', () => {
  it('is named "Abrir sacola" with the count, shows the badge only above 0 and calls onClick', async () => {
    const store = storeFor(false);
    const onClick = vi.fn();
    render(<CartButton onClick={onClick} />, { wrapper: wrapperFor(store) });
    expect(screen.getByRole('button', { name: 'Abrir sacola' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();

    act(() => {
      store.dispatch(adicionarItem({ produto: canga }));
    });
    expect(screen.getByRole('button', { name: 'Abrir sacola (1 item)' })).toBeInTheDocument();
    act(() => {
      store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
    });
    const button = screen.getByRole('button', { name: 'Abrir sacola (3 itens)' });
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^3$/);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
