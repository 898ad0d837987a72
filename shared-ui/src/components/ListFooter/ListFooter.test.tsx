import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ListFooter, PagePastEnd, type ListFooterProps } from './ListFooter';

function renderFooter(props: Partial<ListFooterProps> = {}) {
  const handlers = { onPageChange: vi.fn<(page: number) => void>(), onPageSizeChange: vi.fn<(size: number) => void>() };
  const view = renderWithProviders(
    <ListFooter
      totalLabel="Total de clientes"
      total={1234}
      page={2}
      totalPages={124}
      pageSize={10}
      pageSizes={[5, 10, 20, 50]}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('<ListFooter>', () => {
  it('shows the total written the Brazilian way', () => {
    renderFooter();
    expect(screen.getByText(/Total de clientes:/)).toHaveTextContent('Total de clientes: 1.234');
  });

  it('changes the page size through "Itens por página", as a number', async () => {
    const { user, onPageSizeChange } = renderFooter();
    const select = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(select).toHaveValue('10');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['5', '10', '20', '50']);
    await user.selectOptions(select, '20');
    expect(onPageSizeChange).toHaveBeenCalledExactlyOnceWith(20);
  });

  it('leaves the page size out when the caller does not offer it', () => {
    renderFooter({ onPageSizeChange: undefined });
    expect(screen.queryByRole('combobox', { name: 'Itens por página' })).not.toBeInTheDocument();
  });

  it('shows the pages when there is more than one, and moves through onPageChange', async () => {
    const { user, onPageChange } = renderFooter();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('has no pagination with a single page (the total and page size stay)', () => {
    renderFooter({ total: 8, page: 1, totalPages: 1 });
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(screen.getByText(/Total de clientes:/)).toHaveTextContent('Total de clientes: 8');
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toBeInTheDocument();
  });

  it('marks the last page when the page asked for is past the end', () => {
    renderFooter({ page: 9, totalPages: 3 });
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('<PagePastEnd>', () => {
  it('says the page no longer exists and goes to the last page', async () => {
    const onGoToLastPage = vi.fn();
    const { user } = renderWithProviders(<PagePastEnd lastPage={13} onGoToLastPage={onGoToLastPage} />);
    expect(screen.getByText('Esta página não existe mais')).toBeInTheDocument();
    expect(screen.getByText('A lista tem 13 páginas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    expect(onGoToLastPage).toHaveBeenCalledExactlyOnceWith(13);
  });

  it('speaks of one page in the singular', () => {
    renderWithProviders(<PagePastEnd lastPage={1} onGoToLastPage={() => undefined} />);
    expect(screen.getByText('A lista tem 1 página.')).toBeInTheDocument();
  });
});
