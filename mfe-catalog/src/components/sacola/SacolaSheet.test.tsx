import { act, fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { makeStore, type AppStore } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { SacolaButton } from './SacolaButton';
import { SacolaProvider } from './SacolaProvider';
import { SacolaSheet } from './SacolaSheet';
import { adicionarItem, selectItens } from './sacolaSlice';
import { SEM_IMAGEM_URL as PLACEHOLDER_IMAGE } from '../imagens';
import { biquini, canga, gradeAzulM, gradeUnico, item } from './fixtures';

// The sacola as a visitor sees it, with no backend; checkout (which reads the company's WhatsApp) is
// in SacolaSheet.integration.test.tsx.
const NBSP = '\u00a0';
/** Keeps the no-break space of the BRL format (the default normalizer would turn it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function fill(store: AppStore) {
  store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
  store.dispatch(adicionarItem({ produto: canga, grade: gradeUnico }));
}

function renderSheet(store: AppStore) {
  const onOpenChange = vi.fn();
  const onRequireLogin = vi.fn();
  const { user } = renderWithProviders(<SacolaSheet open onOpenChange={onOpenChange} onRequireLogin={onRequireLogin} />, {
    store,
    wrapper: SacolaProvider,
  });
  return { user, onOpenChange, onRequireLogin, sheet: screen.getByRole('dialog', { name: 'MINHA SACOLA' }) };
}

describe('SacolaSheet', () => {

  it('lists each line with image, name, size, colour, subtotal and the totals', () => {
    const store = makeStore();
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
    const store = makeStore();
    fill(store);
    const { sheet } = renderSheet(store);
    const image = within(sheet).getByRole('img', { name: 'Biquíni Tropical' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('changes quantities with − and +, removes at 0, removes a line and clears the sacola', async () => {
    const store = makeStore();
    fill(store);
    const { sheet, user } = renderSheet(store);

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
    await user.click(within(screen.getByRole('alertdialog', { name: 'Limpar sacola?' })).getByRole('button', { name: 'Sim, limpar' }));
    expect(selectItens(store.getState())).toEqual([]);
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();
    expect(localStorage.getItem('carrinho')).toBe('[]');
  });

  it('opens with focus on its title, not on the first line\'s "−"', () => {
    const store = makeStore();
    fill(store);
    const { sheet } = renderSheet(store);
    expect(within(sheet).getByRole('heading', { name: 'MINHA SACOLA' })).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent(/^MINHA SACOLA$/);
  });

  it('"Limpar sacola" asks first: Cancelar keeps every line, "Sim, limpar" empties it and focus goes to the title', async () => {
    const store = makeStore();
    fill(store);
    const { sheet, user } = renderSheet(store);
    await user.click(within(sheet).getByRole('button', { name: 'Limpar sacola' }));
    const pergunta = screen.getByRole('alertdialog', { name: 'Limpar sacola?' });
    expect(within(pergunta).getByText('Todos os itens serão removidos da sua sacola.')).toBeInTheDocument();
    await user.click(within(pergunta).getByRole('button', { name: 'Cancelar' }));
    expect(selectItens(store.getState())).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: 'Limpar sacola' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sim, limpar' }));
    expect(selectItens(store.getState())).toEqual([]);
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent(/^MINHA SACOLA$/));
  });

  it('names the remove button "Remover <nome>" for a line without grade', () => {
    const store = makeStore();
    store.dispatch(adicionarItem({ produto: canga }));
    const { sheet } = renderSheet(store);
    expect(within(sheet).getByRole('button', { name: 'Remover Canga Listrada' })).toBeInTheDocument();
    expect(within(sheet).queryByText(/^Tamanho:/)).toBeNull();
    expect(within(sheet).queryByText(/^Cor:/)).toBeNull();
  });

});

describe('SacolaButton', () => {
  it('is named "Abrir sacola" with the count, shows the badge only above 0 and calls onClick', async () => {
    const onClick = vi.fn();
    const { store, user } = renderWithProviders(<SacolaButton onClick={onClick} />, { wrapper: SacolaProvider });
    expect(screen.getByRole('button', { name: 'Abrir sacola' })).toBeInTheDocument();
    expect(screen.queryByTestId('sacola-count')).toBeNull();

    act(() => {
      store.dispatch(adicionarItem({ produto: canga }));
    });
    expect(screen.getByRole('button', { name: 'Abrir sacola (1 item)' })).toBeInTheDocument();
    act(() => {
      store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
    });
    const button = screen.getByRole('button', { name: 'Abrir sacola (3 itens)' });
    expect(screen.getByTestId('sacola-count')).toHaveTextContent(/^3$/);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
