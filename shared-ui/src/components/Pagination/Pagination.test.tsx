import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Pagination } from './Pagination';
import { pageNumbers } from './pageNumbers';

describe('pageNumbers', () => {
  it('shows up to 5 numbers around the current page', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows every page when there are 5 or fewer', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
  it('clamps an out-of-range page', () => {
    expect(pageNumbers(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

function pageButtons() {
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('<Pagination>', () => {
  it('renders Anterior, the numbers and Próxima, with the current page marked', () => {
    renderWithProviders(<Pagination page={6} totalPages={12} onPageChange={() => undefined} />);
    expect(pageButtons()).toEqual(['Anterior', '4', '5', '6', '7', '8', 'Próxima']);
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 5' })).not.toHaveAttribute('aria-current');
  });

  it('disables Anterior on the first page and Próxima on the last', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('disables both ends with a single page', () => {
    renderWithProviders(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('reports the chosen page', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={2} totalPages={5} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [4]]);
  });

  // Issue 25: a phone showed "1 2 3" of 4 pages. Spec 000 §9: up to 5 numbers, at every width; none is
  // hidden by a narrow-screen rule (the buttons shrink instead, so the row stays on one line).
  it('on a phone shows every page of 4, and 5 numbers of 10, with no number hidden', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} totalPages={4} onPageChange={() => undefined} />);
    expect(pageButtons()).toEqual(['Anterior', '1', '2', '3', '4', 'Próxima']);
    const nav = () => screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav().querySelectorAll('li[data-wide-only]')).toHaveLength(0);
    rerender(<Pagination page={1} totalPages={10} onPageChange={() => undefined} />);
    expect(pageButtons()).toEqual(['Anterior', '1', '2', '3', '4', '5', 'Próxima']);
    rerender(<Pagination page={6} totalPages={10} onPageChange={() => undefined} />);
    expect(pageButtons()).toEqual(['Anterior', '4', '5', '6', '7', '8', 'Próxima']);
    expect(nav().querySelectorAll('li[data-wide-only]')).toHaveLength(0);
  });

  it('renders nothing without pages', () => {
    renderWithProviders(<Pagination page={1} totalPages={0} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
