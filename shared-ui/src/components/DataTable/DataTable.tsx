import { createColumnHelper, tableFeatures, useTable, type CellData, type ColumnDef, type RowData, type TableFeatures } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, useBreakpoint } from '../../theme/media';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../Table';
import type { ViewMode } from '../ViewToggle';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    /** The header sorts the list by this column id (a database column). */
    sortable?: boolean;
    /** Right-align (money, quantities). */
    align?: 'left' | 'right';
    /** Never wrap (documents, phones, dates): "403.638.682-40" broken over two lines reads wrong. */
    nowrap?: boolean;
    /** Left out of the cards (it is the card's title, or shown elsewhere on it). */
    hideInCard?: boolean;
  }
}

/**
 * The table needs only TanStack's core: order, filters and pages are the server's (the URL's), so no
 * client-side sorting or pagination feature is registered.
 */
const features = tableFeatures({});
export type DataTableFeatures = typeof features;

/** Typed columns for a DataTable: `const column = dataTableColumns<Tables<'clientes'>>()`. */
export const dataTableColumns = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();

export interface DataTableSort {
  column: string;
  ascending: boolean;
}

export interface DataTableProps<Row extends RowData> {
  /**
   * Typed columns (`dataTableColumns<Tables<'clientes'>>()`). The first column is the card's title.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own recommendation for an array of columns with different value types
  columns: ColumnDef<DataTableFeatures, Row, any>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Accessible name of the table (e.g. "Clientes"). */
  label: string;
  /** 'lista' is a table, 'cards' a grid of cards; below the md breakpoint it is always cards. */
  view?: ViewMode;
  /** First load: skeleton rows and the loading text (spec: "Carregando clientes..."). */
  loading?: boolean;
  loadingText: string;
  /** No rows (spec: "Nenhum cliente encontrado"). */
  emptyText: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Current order; headers of `meta.sortable` columns change it through `onSortChange`. */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Buttons of a row (edit, delete, WhatsApp...), in the last column and at the foot of each card. */
  rowActions?: (row: Row) => ReactNode;
  /** A card's badge beside the title (e.g. Ativo/Inativo). */
  cardBadge?: (row: Row) => ReactNode;
}

const Status = styled.p`
  padding: ${({ theme }) => theme.space[2]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

/** In a table row the actions stay on one line (a wrapped trash icon doubled the row's height). */
const RowActions = styled(Actions)`
  flex-wrap: nowrap;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const RowCard = styled(Card)`
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
`;

const CardHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A dt/dd pair inside the grid of Details (a div keeps the dl valid; it takes no box). */
const DetailRow = styled.div`
  display: contents;
`;

const CardActions = styled(Actions)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SKELETON_ROWS = 5;

/**
 * The list of every back-office screen: a table on wide screens (sortable headers bound to the
 * caller's order, usually the URL), cards on phones or when the person chooses cards, skeleton rows
 * with the loading text on the first load, and the empty state. Paging and filters are the caller's.
 */
export function DataTable<Row extends RowData>({
  columns,
  rows,
  getRowId,
  label,
  view = 'lista',
  loading = false,
  loadingText,
  emptyText,
  emptyDescription,
  emptyAction,
  sort,
  onSortChange,
  rowActions,
  cardBadge,
}: DataTableProps<Row>) {
  const wide = useBreakpoint('md');
  const table = useTable({ features, data: rows as Row[], columns, getRowId });
  const sortOf = (columnId: string) => (sort?.column === columnId ? (sort.ascending ? 'asc' : 'desc') : false);

  if (loading) {
    return (
      <div aria-busy="true">
        <Status role="status">{loadingText}</Status>
        <Cards as="div" aria-hidden>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} height="3.5rem" shape="rect" />
          ))}
        </Cards>
      </div>
    );
  }

  if (rows.length === 0) {
    return <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />;
  }

  if (view === 'cards' || !wide) {
    const [titleColumn] = table.getAllLeafColumns();
    return (
      <Cards aria-label={label}>
        {table.getRowModel().rows.map((row) => {
          const cells = row.getAllCells();
          const title = cells.find((cell) => cell.column.id === titleColumn?.id);
          return (
            <li key={row.id}>
              <RowCard $padded>
                <CardTop>
                  {/* A heading per card, so a screen reader can jump from record to record. */}
                  <CardHeading>{title ? <table.FlexRender cell={title} /> : null}</CardHeading>
                  {cardBadge?.(row.original)}
                </CardTop>
                <Details>
                  {cells
                    .filter((cell) => cell !== title && !cell.column.columnDef.meta?.hideInCard)
                    .map((cell) => (
                      <DetailRow key={cell.id}>
                        <dt>{typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : cell.column.id}</dt>
                        <dd>
                          <table.FlexRender cell={cell} />
                        </dd>
                      </DetailRow>
                    ))}
                </Details>
                {rowActions ? <CardActions>{rowActions(row.original)}</CardActions> : null}
              </RowCard>
            </li>
          );
        })}
      </Cards>
    );
  }

  return (
    <Table aria-label={label}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const content = <table.FlexRender header={header} />;
                const sorted = sortOf(header.column.id);
                return (
                  <TableHead
                    key={header.id}
                    $align={meta?.align}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {meta?.sortable && onSortChange ? (
                      <SortButton
                        type="button"
                        onClick={() => onSortChange({ column: header.column.id, ascending: sorted === 'asc' ? false : true })}
                      >
                        {content}
                        {sorted === 'asc' ? <ArrowUp size={14} aria-hidden /> : sorted === 'desc' ? <ArrowDown size={14} aria-hidden /> : <ArrowUpDown size={14} aria-hidden />}
                      </SortButton>
                    ) : (
                      content
                    )}
                  </TableHead>
                );
              })}
              {rowActions ? (
                <TableHead $align="right">
                  <span>Ações</span>
                </TableHead>
              ) : null}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} $align={cell.column.columnDef.meta?.align} $nowrap={cell.column.columnDef.meta?.nowrap}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
              {rowActions ? (
                <TableCell $align="right">
                  <RowActions>{rowActions(row.original)}</RowActions>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
    </Table>
  );
}
