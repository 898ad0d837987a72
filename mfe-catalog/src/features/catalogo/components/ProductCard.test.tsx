import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { selectItens } from '../../../components/sacola';
import { useAddToSacola } from '../useAddToSacola';
import { produto, renderCatalogo } from '../test/renderCatalogo';
import type { ProdutoCatalogo } from '../types';
import { SEM_IMAGEM_URL as semImagem } from '../../../components/imagens';
import { ProductCard } from './ProductCard';

afterEach(() => act(() => dismissToast()));

function Card({ item, onOpen = vi.fn() }: { item: ProdutoCatalogo; onOpen?: () => void }) {
  return <ProductCard produto={item} onOpen={onOpen} onAdd={useAddToSacola()} />;
}

describe('ProductCard', () => {
  it('shows the price and two interest-free instalments of half of it', () => {
    renderCatalogo(<Card item={produto()} />);
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
    expect(screen.getByText('ou 2x de R$ 44,95 sem juros')).toBeInTheDocument();
  });

  it('a promotion with a real "de" (issue 27): "de R$ X por R$ Y", the badge, the instalments of the promotional price', () => {
    const { container } = renderCatalogo(<Card item={produto({ preco_venda: 100, preco_atual: 80, preco_de: 100 })} />);
    expect(container.querySelector('del')?.textContent).toBe('R$\u00a0100,00');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText(/^por/).parentElement?.textContent).toBe('por R$\u00a080,00');
    expect(screen.getByText('ou 2x de R$ 40,00 sem juros')).toBeInTheDocument();
  });

  it('a promotion without 30 days of the same price: only the promotional price, no "de" nor badge', () => {
    const { container } = renderCatalogo(<Card item={produto({ preco_venda: 100, preco_atual: 80, preco_de: null })} />);
    expect(screen.getByText('R$ 80,00')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText('-20%')).toBeNull();
    expect(screen.queryByText('R$ 100,00')).toBeNull();
  });

  it('a sold-out product: ESGOTADO badge, Indisponível, disabled Esgotado button, no choices', () => {
    renderCatalogo(<Card item={produto({ disponivel: 0, grades: [] })} />);
    expect(screen.getByText('ESGOTADO')).toBeInTheDocument();
    expect(screen.getByText('Indisponível')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esgotado' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Adicionar à sacola/ })).toBeNull();
  });

  it('offers only colours in stock; a colour narrows the sizes; clicking it again deselects', async () => {
    const user = userEvent.setup();
    renderCatalogo(<Card item={produto()} />);
    const cores = screen.getByRole('group', { name: 'Cores de Biquíni Cortininha Tropical' });
    expect(within(cores).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Azul', 'Rosa']);
    const tamanhos = () => screen.getByRole('group', { name: 'Tamanhos de Biquíni Cortininha Tropical' });
    expect(within(tamanhos()).getAllByRole('button').map((b) => b.textContent)).toEqual(['P', 'M', 'G']);

    await user.click(within(cores).getByRole('button', { name: 'Rosa' }));
    expect(within(cores).getByRole('button', { name: 'Rosa' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tamanhos()).getAllByRole('button').map((b) => b.textContent)).toEqual(['G']);

    await user.click(within(cores).getByRole('button', { name: 'Rosa' }));
    expect(within(cores).getByRole('button', { name: 'Rosa' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(tamanhos()).getAllByRole('button')).toHaveLength(3);
  });

  it("shows the chosen colour's name beside the swatches, and hides it when the colour is deselected", async () => {
    const user = userEvent.setup();
    renderCatalogo(<Card item={produto()} />);
    const cores = screen.getByRole('group', { name: 'Cores de Biquíni Cortininha Tropical' });
    const legenda = () => cores.closest('fieldset')!.querySelector('legend')!;
    expect(legenda().textContent).toBe('Cor');
    await user.click(within(cores).getByRole('button', { name: 'Rosa' }));
    expect(legenda().textContent).toBe('CorRosa');
    expect(within(legenda()).getByText('Rosa')).toBeVisible();
    await user.click(within(cores).getByRole('button', { name: 'Rosa' }));
    expect(legenda().textContent).toBe('Cor');
  });

  it('refuses without a colour, then without a size, then adds the chosen grade with the success toast', async () => {
    const user = userEvent.setup();
    const item = produto();
    const { store } = renderCatalogo(<Card item={item} />);
    const add = screen.getByRole('button', { name: 'Adicionar à sacola' });

    await user.click(add);
    expect(await screen.findByText('Por favor, selecione uma cor para este produto.')).toBeInTheDocument();
    expect(screen.getByText('Seleção obrigatória')).toBeInTheDocument();
    expect(selectItens(store.getState())).toEqual([]);
    act(() => dismissToast());

    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(add);
    expect(await screen.findByText('Por favor, selecione um tamanho para este produto.')).toBeInTheDocument();
    expect(selectItens(store.getState())).toEqual([]);
    act(() => dismissToast());

    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(add);
    expect(await screen.findByText('Produto adicionado!')).toBeInTheDocument();
    expect(screen.getByText('Biquíni Cortininha Tropical — Cor: Azul, Tamanho: M')).toBeInTheDocument();
    const itens = selectItens(store.getState());
    expect(itens).toHaveLength(1);
    expect(itens[0]).toMatchObject({ produto: { id: 7, preco_venda: 89.9 }, gradeSelecionada: { id: item.grades[1].id, cor: 'Azul', tamanho: 'M' }, quantidade: 1 });
  });

  it('a product without grades is added at once; the sold-out one is refused with its toast', async () => {
    const user = userEvent.setup();
    const { store } = renderCatalogo(<Card item={produto({ grades: [] })} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar à sacola' }));
    expect(await screen.findByText('Produto adicionado!')).toBeInTheDocument();
    expect(selectItens(store.getState())[0]).toMatchObject({ produto: { id: 7 }, quantidade: 1 });
  });

  it('an eager photo (a phone\'s first screen) is not fetched from lg up: its <picture> has an empty lg source', () => {
    const { unmount } = renderCatalogo(<ProductCard produto={produto()} onOpen={vi.fn()} onAdd={vi.fn()} eager />);
    const img = screen.getByRole('img', { name: 'Biquíni Cortininha Tropical' });
    expect(img).toHaveAttribute('loading', 'eager');
    const source = img.parentElement!.querySelector('source')!;
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect(source.getAttribute('media')).toBe('(min-width: 1024px)');
    expect(source.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    unmount();
    renderCatalogo(<ProductCard produto={produto()} onOpen={vi.fn()} onAdd={vi.fn()} />);
    const lazy = screen.getByRole('img', { name: 'Biquíni Cortininha Tropical' });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy.parentElement!.tagName).not.toBe('PICTURE');
  });

  it('the hover photo is mounted when a mouse points at the card, never for a touch', () => {
    renderCatalogo(<Card item={produto()} />);
    const card = screen.getByRole('article', { name: 'Biquíni Cortininha Tropical' });
    const secundaria = () => card.querySelector('img[data-secondary]');
    expect(secundaria()).toBeNull();
    fireEvent.pointerEnter(card, { pointerType: 'touch' });
    expect(secundaria()).toBeNull();
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(secundaria()?.getAttribute('src')).toContain('/render/image/public/imagens/produto/7/secundaria.webp');
  });

  it('a broken image shows the placeholder', () => {
    renderCatalogo(<Card item={produto()} />);
    const img = screen.getByRole('img', { name: 'Biquíni Cortininha Tropical' });
    expect(img.getAttribute('src')).toContain('/render/image/public/imagens/produto/7/principal.webp');
    fireEvent.error(img);
    const placeholder = screen.getByRole('img', { name: 'Biquíni Cortininha Tropical' });
    expect(placeholder.getAttribute('src')).toBe(semImagem);
    expect(placeholder).not.toHaveAttribute('srcset');
  });

  it('the image and the name open the detail', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderCatalogo(<Card item={produto()} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Biquíni Cortininha Tropical' }));
    await user.click(screen.getByRole('button', { name: 'Biquíni Cortininha Tropical' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
