import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { viewportWidth } from '../../test/viewport';
import { ActiveBadge } from '../RecordActions';
import { DataTable, dataTableColumns, type DataTableProps } from './DataTable';

interface Cliente {
  id: number;
  nome: string;
  cpf: string;
  telefone: string;
  ativo: boolean;
}

const clientes: Cliente[] = [
  { id: 1, nome: 'Ana Paula Ribeiro', cpf: '885.258.731-44', telefone: '(48) 99812-3456', ativo: true },
  { id: 2, nome: 'João Sebastião da Conceição', cpf: '109.263.406-11', telefone: '(48) 98455-1020', ativo: false },
];

const column = dataTableColumns<Cliente>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cpf', { header: 'CPF' }),
  column.accessor('telefone', { header: 'Telefone', meta: { sortable: true } }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** Wide (1366 px) shows the table; narrow (390 px) is below md, where DataTable shows cards whatever `view` says. */
const viewport = (wide: boolean) => viewportWidth(wide ? 1366 : 390);

afterEach(() => vi.restoreAllMocks());

function renderTable(props: Partial<DataTableProps<Cliente>> = {}) {
  const all: DataTableProps<Cliente> = {
    label: 'Clientes',
    columns,
    rows: clientes,
    getRowId: (cliente) => String(cliente.id),
    loadingText: 'Carregando clientes...',
    emptyText: 'Nenhum cliente encontrado',
    rowActions: (cliente) => <button type="button">Excluir {cliente.nome}</button>,
    cardBadge: (cliente) => <ActiveBadge ativo={cliente.ativo} />,
    ...props,
  };
  const view = renderWithProviders(<DataTable {...all} />);
  return { ...view, rerenderTable: (next: Partial<DataTableProps<Cliente>>) => view.rerender(<DataTable {...all} {...next} />) };
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const headerNames = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('<DataTable> on a wide screen', () => {
  it('renders the columns, the rows and the actions column', async () => {
    viewport(true);
    renderTable();
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(headerNames()).toEqual(['Nome', 'CPF', 'Telefone', 'Status', 'Ações']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Ana Paula Ribeiro',
      '885.258.731-44',
      '(48) 99812-3456',
      'Ativo',
      'Excluir Ana Paula Ribeiro',
    ]);
    expect(within(second!).getByRole('cell', { name: 'Inativo' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('sorts through the caller: a header click asks for the other direction, and aria-sort follows the sort prop', async () => {
    viewport(true);
    const onSortChange = vi.fn();
    const { user, rerenderTable } = renderTable({ sort: { column: 'nome', ascending: true }, onSortChange });
    const nome = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nome).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Telefone/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(nome).getByRole('button', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'nome', ascending: false });
    // The table keeps no order of its own: until the caller changes `sort`, nothing moves.
    expect(nome).toHaveAttribute('aria-sort', 'ascending');

    rerenderTable({ sort: { column: 'nome', ascending: false }, onSortChange });
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'nome', ascending: true });

    // Another sortable column starts ascending; a column without `sortable` has no button.
    await user.click(screen.getByRole('button', { name: 'Telefone' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'telefone', ascending: true });
    expect(within(screen.getByRole('columnheader', { name: 'CPF' })).queryByRole('button')).not.toBeInTheDocument();
    expect(onSortChange).toHaveBeenCalledTimes(3);
    expect(await seriousViolations()).toEqual([]);
  });

  it('has plain headers when the caller gives no onSortChange', () => {
    viewport(true);
    renderTable({ sort: { column: 'nome', ascending: true } });
    expect(within(screen.getByRole('table')).queryAllByRole('button', { name: /Nome|Telefone/ })).toEqual([]);
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the loading text and skeleton rows instead of the rows while loading', async () => {
    viewport(true);
    renderTable({ loading: true });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando clientes...');
    const busy = status.closest('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    // The skeleton blocks are hidden from assistive technology; the text announces the load.
    expect(busy!.querySelectorAll('[aria-hidden="true"] > [aria-hidden="true"]')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Ana Paula Ribeiro')).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the empty text, its description and action when there are no rows', () => {
    viewport(true);
    renderTable({ rows: [], emptyDescription: 'Tente outra busca.', emptyAction: <button type="button">Limpar filtros</button> });
    expect(screen.getByText('Nenhum cliente encontrado')).toBeInTheDocument();
    expect(screen.getByText('Tente outra busca.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows cards when view is 'cards': title, badge, details and the row's actions", async () => {
    viewport(true);
    renderTable({ view: 'cards' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [ana, joao] = cards;
    expect(within(ana!).getByText('Ana Paula Ribeiro')).toBeInTheDocument();
    expect(within(ana!).getByText('Ativo')).toBeInTheDocument();
    expect(within(joao!).getByText('Inativo')).toBeInTheDocument();
    // The first column is the title, not a detail; a hideInCard column (Status) is only the badge.
    const terms = within(ana!).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['CPF', 'Telefone']);
    expect(within(ana!).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['885.258.731-44', '(48) 99812-3456']);
    expect(within(ana!).getByRole('button', { name: 'Excluir Ana Paula Ribeiro' })).toBeInTheDocument();
    expect(within(ana!).getAllByText('Ativo')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('<DataTable> on a phone', () => {
  it("shows cards even when view is 'lista'", () => {
    viewport(false);
    renderTable({ view: 'lista' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('button').textContent)).toEqual([
      'Excluir Ana Paula Ribeiro',
      'Excluir João Sebastião da Conceição',
    ]);
  });
});
