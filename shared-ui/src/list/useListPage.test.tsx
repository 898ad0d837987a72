import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListFooter } from '../components/ListFooter';
import { ListViewToggle, STATUS_FILTERS, StatusFilter } from '../components/RecordActions';
import { renderWithProviders } from '../test/renderWithProviders';
import { ListSearch } from './ListSearch';
import { enumParam, defineListParams, sortParam, textParam } from './params';
import { PAGE_SIZES } from './remembered';
import { useListPage } from './useListPage';

const clientesParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTERS, 'todos'),
  ordem: sortParam(['nome', 'created_at'], { column: 'created_at', ascending: false }),
});

/** A list screen reduced to its state: the kit's controls bound to useListPage, and the values it reads. */
function ClientesPage({ listKey = 'clientes' }: { listKey?: string }) {
  const list = useListPage(clientesParams, listKey);
  const { busca, status, page } = list.values;
  return (
    <>
      <ListSearch value={busca} onSearch={(next) => list.setFilters({ busca: next })} placeholder="Buscar por nome, CPF, telefone ou email..." />
      <StatusFilter value={status} onChange={(next) => list.setFilters({ status: next })} />
      <ListViewToggle value={list.view} onChange={list.setView} />
      <output aria-label="Estado">{`busca=${busca}; status=${status}; pagina=${page}; itens=${list.pageSize}; visualizacao=${list.view}`}</output>
      <ListFooter
        totalLabel="Total de clientes"
        total={1234}
        page={page}
        totalPages={Math.ceil(1234 / list.pageSize)}
        onPageChange={list.setPage}
        pageSize={list.pageSize}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

const state = () => screen.getByRole('status', { name: 'Estado' }).textContent;

function renderPage(url = '/cadastros/clientes', listKey?: string) {
  return renderWithProviders(<ClientesPage listKey={listKey} />, { url, path: '/cadastros/clientes' });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('useListPage through a list screen', () => {
  it('puts the typed search in the URL once, after the pause, on page 1', async () => {
    // Fake timers pin the pause; fireEvent because user-event's act wrapper waits on a real
    // setTimeout(0) that Vitest's fake timers never run.
    vi.useFakeTimers();
    const { router } = renderPage('/cadastros/clientes?pagina=4');
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'jo' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'joão' } });
    expect(box).toHaveValue('joão');
    act(() => vi.advanceTimersByTime(349));
    expect(router.state.location.search).toBe('?pagina=4');
    await act(async () => vi.advanceTimersByTime(1));
    expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('joão');
    expect(router.state.location.search).not.toContain('pagina');
    expect(state()).toContain('busca=joão; status=todos; pagina=1');
    // One history entry for the whole word: back returns to where the typing started.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?pagina=4');
    expect(box).toHaveValue('');
  });

  it('goes back to page 1 when the status filter changes, keeping the other filters', async () => {
    const { user, router } = renderPage('/cadastros/clientes?busca=ana&pagina=3');
    expect(state()).toContain('busca=ana; status=todos; pagina=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inativos');
    expect(router.state.location.search).toBe('?busca=ana&status=inativo');
    expect(state()).toContain('busca=ana; status=inativo; pagina=1');
  });

  it('changes the page in the URL and keeps the filters; the back button returns to the previous page', async () => {
    const { user, router } = renderPage('/cadastros/clientes?status=ativo');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(router.state.location.search).toBe('?status=ativo&pagina=3');
    await act(() => router.navigate(-1));
    expect(state()).toContain('status=ativo; pagina=1');
  });

  it('remembers the page size per list in localStorage and goes back to page 1', async () => {
    const { user, router, unmount } = renderPage('/cadastros/clientes?pagina=2');
    expect(state()).toContain('itens=10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
    expect(state()).toContain('pagina=1; itens=20');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('loja-praia:clientes:por-pagina')).toBe('20');
    unmount();

    renderPage();
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('20');
  });

  it('keeps each list its own page size, and ignores a stored size the list does not offer', () => {
    window.localStorage.setItem('loja-praia:clientes:por-pagina', '50');
    window.localStorage.setItem('loja-praia:fornecedores:por-pagina', '7');
    const clientes = renderPage();
    expect(state()).toContain('itens=50');
    clientes.unmount();
    renderPage('/cadastros/clientes', 'fornecedores');
    expect(state()).toContain('itens=10');
  });

  it('remembers the cards/lista view per list', async () => {
    const { user, unmount } = renderPage();
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('loja-praia:clientes:visualizacao')).toBe('cards');
    unmount();

    const again = renderPage();
    expect(state()).toContain('visualizacao=cards');
    again.unmount();
    renderPage('/cadastros/clientes', 'fornecedores');
    expect(state()).toContain('visualizacao=lista');
  });
});
