import { Button, DataTable, ListError, ListFooter, PAGE_SIZES, PagePastEnd, useBreakpoint, type DataTableProps, type ViewMode } from '@loja/shared-ui';
import { formatCount } from '@loja/shared-ui/format';
import type { ListPage } from '@loja/shared-ui/platform';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCentavos, type Centavos } from './dinheiro';

const Resumo = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

/** The list state of `useListPage` this body reads and drives. */
interface EstadoDaLista {
  view: ViewMode;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  hasActiveFilters: boolean;
  clearFilters: () => void;
}

export interface ListaComTotaisProps<Row extends { id: number }> {
  /** The RTK Query answer of the page. */
  query: { data?: ListPage<Row>; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  list: EstadoDaLista;
  /** The table's (and the cards') accessible name: the page's title. */
  label: string;
  columns: DataTableProps<Row>['columns'];
  /** "1 venda" / "3 vendas". */
  contagem: { singular: string; plural: string };
  /** The money of what the filters leave: e.g. Total and Confirmadas. */
  totais: { rotulo: string; valor: Centavos }[];
  texts: { loading: string; loadFailed: string; empty: string; emptyFiltered: string; totalLabel: string };
  cardBadge: (row: Row) => ReactNode;
}

/**
 * The body of a sales document list (sales, quotes): the count and money of what the filters leave,
 * then the table (cards on a phone), the failure, a page past the end, and the page footer.
 */
export function ListaComTotais<Row extends { id: number }>({ query, list, label, columns, contagem, totais, texts, cardBadge }: ListaComTotaisProps<Row>) {
  const wide = useBreakpoint('md');
  const { data, isLoading, isFetching, isError, refetch } = query;
  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;
  return (
    <>
      {data && data.total > 0 ? (
        <Resumo role="status">
          <span>
            <strong>{formatCount(data.total, contagem.singular, contagem.plural)}</strong>
          </span>
          {totais.map(({ rotulo, valor }) => (
            <span key={rotulo}>
              {rotulo}: <strong>{formatCentavos(valor)}</strong>
            </span>
          ))}
        </Resumo>
      ) : null}
      {isError ? (
        <ListError message={texts.loadFailed} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label={label}
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={(row) => String(row.id)}
          view={wide ? list.view : 'cards'}
          loading={isLoading || (isFetching && !data)}
          loadingText={texts.loading}
          emptyText={texts.empty}
          emptyDescription={list.hasActiveFilters ? texts.emptyFiltered : undefined}
          emptyAction={
            list.hasActiveFilters ? (
              <Button variant="outline" onClick={list.clearFilters}>
                Limpar filtros
              </Button>
            ) : undefined
          }
          cardBadge={cardBadge}
        />
      )}
      {data && data.total > 0 && !pastEnd ? (
        <ListFooter
          totalLabel={texts.totalLabel}
          total={data.total}
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={list.setPage}
          pageSize={list.pageSize}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={list.setPageSize}
        />
      ) : null}
    </>
  );
}
