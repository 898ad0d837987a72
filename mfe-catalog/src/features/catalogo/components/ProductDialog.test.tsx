import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { selectItens } from '../../../components/sacola';
import { quantidadeIndisponivel } from '../messages';
import { useAddToSacola } from '../useAddToSacola';
import { grade, produto, renderCatalogo } from '../test/renderCatalogo';
import type { ProdutoCatalogo } from '../types';
import { ProductDialog } from './ProductDialog';

afterEach(() => act(() => dismissToast()));

function Detail({ item, onClose = vi.fn() }: { item: ProdutoCatalogo; onClose?: () => void }) {
  return <ProductDialog produto={item} onClose={onClose} onAdd={useAddToSacola()} />;
}

describe('ProductDialog', () => {
  it('gallery: principal first, thumbnails and the "n de total imagens" counter', async () => {
    const user = userEvent.setup();
    renderCatalogo(<Detail item={produto()} />);
    const dialog = screen.getByRole('dialog', { name: 'Biquíni Cortininha Tropical' });
    expect(within(dialog).getByText('1 de 2 imagens')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ver imagem 2 de 2' }));
    expect(within(dialog).getByText('2 de 2 imagens')).toBeInTheDocument();
    expect(within(dialog).getByText('Referência: 7890000000007')).toBeInTheDocument();
  });

  it('colours without stock are struck through (disabled); sizes without stock for the colour are disabled', async () => {
    const user = userEvent.setup();
    renderCatalogo(<Detail item={produto()} />);
    expect(screen.getByRole('button', { name: 'Preto (esgotada)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    const sizes = screen.getByRole('group', { name: 'Tamanhos de Biquíni Cortininha Tropical' });
    expect(within(sizes).getByRole('button', { name: 'P' })).toBeEnabled();
    expect(within(sizes).getByRole('button', { name: 'G' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Rosa' }));
    expect(within(sizes).getByRole('button', { name: 'P' })).toBeDisabled();
    expect(within(sizes).getByRole('button', { name: 'G' })).toBeEnabled();
  });

  it('quantity starts at 1, cannot go below 1, stops at the disponível, and is what gets added', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const item = produto({ disponivel: 5, grades: [grade('Único', 'unico', 5)] });
    const { store } = renderCatalogo(<Detail item={item} onClose={onClose} />);
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade' });
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade' });
    expect(minus).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(plus);
    // 5 is all there is: + stops there.
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByText('4')).toBeInTheDocument();
    // "unico" is shown as UNC.
    await user.click(screen.getByRole('button', { name: 'Único' }));
    await user.click(screen.getByRole('button', { name: 'UNC' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar à sacola' }));
    expect(await screen.findByText('Biquíni Cortininha Tropical — Cor: Único, Tamanho: UNC')).toBeInTheDocument();
    expect(selectItens(store.getState())[0]).toMatchObject({ quantidade: 4, disponivel: 5, gradeSelecionada: { cor: 'Único', tamanho: 'unico' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('choosing a grade with less disponível lowers the quantity; more than the bag can still take is refused', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const item = produto({ disponivel: 4, grades: [grade('Azul', 'P', 3), grade('Azul', 'M', 1)] });
    const { store } = renderCatalogo(<Detail item={item} onClose={onClose} />);
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByText('3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar à sacola' }));
    expect(selectItens(store.getState())[0]).toMatchObject({ quantidade: 1, disponivel: 1 });

    // The one unit of M is in the bag already: another is refused, in the shop's words.
    onClose.mockClear();
    await user.click(screen.getByRole('button', { name: 'Adicionar à sacola' }));
    expect(await screen.findByText(quantidadeIndisponivel(1, 1).description)).toBeInTheDocument();
    expect(quantidadeIndisponivel(1, 1)).toEqual({ title: 'Quantidade indisponível', description: 'Só há 1 unidade disponível e 1 já está na sua sacola.' });
    expect(quantidadeIndisponivel(3, 2).description).toBe('Só há 3 unidades disponíveis e 2 já estão na sua sacola.');
    expect(quantidadeIndisponivel(3, 0).description).toBe('Só há 3 unidades disponíveis.');
    expect(onClose).not.toHaveBeenCalled();
    expect(selectItens(store.getState())[0]).toMatchObject({ quantidade: 1 });
  });

  it('refuses without a colour and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { store } = renderCatalogo(<Detail item={produto()} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar à sacola' }));
    expect(await screen.findByText('Por favor, selecione uma cor para este produto.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(selectItens(store.getState())).toEqual([]);
  });

  it('a sold-out product shows ESGOTADO and a disabled Esgotado button', () => {
    renderCatalogo(<Detail item={produto({ disponivel: 0, grades: [grade('Azul', 'P', 0)] })} />);
    expect(screen.getByText('ESGOTADO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esgotado' })).toBeDisabled();
  });
});
