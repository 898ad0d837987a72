import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSCA_MESSAGES } from '../messages';
import { renderCatalogo } from '../test/renderCatalogo';
import type { CatalogPage } from '../types';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

const VAZIA: CatalogPage = { rows: [], total: 0, page: 1, pageSize: 12, totalPages: 0 };

function renderGrid(props: Partial<ProductGridProps> = {}) {
  const handlers = { onRetry: vi.fn(), onClearFilters: vi.fn(), onPageChange: vi.fn(), onOpen: vi.fn(), onAdd: vi.fn(), onSugestao: vi.fn() };
  renderCatalogo(<ProductGrid data={VAZIA} loading={false} error={false} {...handlers} {...props} />);
  return handlers;
}

describe('ProductGrid empty state', () => {
  it('a search that found nothing offers the closest products under "Você quis dizer…"; a click searches for that name', async () => {
    const user = userEvent.setup();
    const { onSugestao, onClearFilters } = renderGrid({
      sugestoes: [
        { id: 5, nome: 'Biquíni Cortininha Poá' },
        { id: 1, nome: 'Biquíni Cortininha Tropical' },
      ],
    });
    expect(screen.getByText('Nenhum produto encontrado com os filtros selecionados.')).toBeInTheDocument();
    expect(BUSCA_MESSAGES.sugestoes).toBe('Você quis dizer…');
    const lista = screen.getByRole('list', { name: 'Você quis dizer…' });
    expect(within(lista).getAllByRole('button').map((b) => b.textContent)).toEqual(['Biquíni Cortininha Poá', 'Biquíni Cortininha Tropical']);

    await user.click(within(lista).getByRole('button', { name: 'Biquíni Cortininha Poá' }));
    expect(onSugestao).toHaveBeenCalledExactlyOnceWith('Biquíni Cortininha Poá');
    // "Limpar filtros" is still there, and still only clears.
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
    expect(onSugestao).toHaveBeenCalledOnce();
  });

  it('without suggestions the empty state has no "Você quis dizer…"', () => {
    renderGrid();
    expect(screen.getByText('Nenhum produto encontrado com os filtros selecionados.')).toBeInTheDocument();
    expect(screen.queryByText('Você quis dizer…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });
});

describe('ProductGrid while the first page loads', () => {
  it('says "Carregando produtos..." over skeleton cards in the grid\'s columns, hidden from screen readers', () => {
    renderGrid({ data: undefined, loading: true });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Carregando produtos\.\.\.$/);
    const esqueletos = screen.getAllByTestId('produto-card-esqueleto');
    expect(esqueletos).toHaveLength(6);
    expect(esqueletos[0].parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'Produtos' })).toBeNull();
  });
});
