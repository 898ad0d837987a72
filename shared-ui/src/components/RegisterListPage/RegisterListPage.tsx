import type { RowData } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../platform/api';
import type { ListPage } from '../../platform/listQuery';
import { PAGE_SIZES } from '../../list/remembered';
import { ListSearch } from '../../list/ListSearch';
import { parseSort, type ListSort, type ParamCodec } from '../../list/params';
import { Button } from '../Button';
import { DataTable, type DataTableProps } from '../DataTable';
import { ListFooter, PagePastEnd } from '../ListFooter';
import { PageHeader } from '../PageHeader';
import {
  ActiveBadge,
  DeleteAction,
  EditAction,
  ListError,
  ListToolbar,
  ListViewToggle,
  StatusFilter,
  WhatsAppAction,
  type StatusFilterValue,
} from '../RecordActions';
import { toast } from '../Toast';
import type { ViewMode } from '../ViewToggle';

/**
 * A register row: what the list needs of every record (spec 001 §2: edit, delete, WhatsApp). A
 * register whose rows have no phone (categorias) gets no WhatsApp button, one without `ativo` no
 * status badge.
 */
export interface RegisterRow {
  id: number;
  nome: string;
  telefone?: string | null;
  ativo?: boolean;
}

/** The list state `useListPage` gives for a register's params (busca, ordem and, where it has one, status). */
export interface RegisterListState<Column extends string> {
  values: { busca: string; status?: StatusFilterValue; ordem: ListSort<Column>; page: number };
  setFilters: (change: Partial<{ busca: string; status: StatusFilterValue; ordem: ListSort<Column> }>) => void;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  view: ViewMode;
  setView: (view: ViewMode) => void;
  hasActiveFilters: boolean;
  clearFilters: () => void;
}

/** What the page's RTK Query list hook returned. */
export interface RegisterListQuery<Row> {
  data?: ListPage<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The register's texts, from its messages.ts (spec 001 §8). */
export interface RegisterListMessages {
  loading: string;
  empty: string;
  loadList: string;
  /** A fixed text, or one that names the record (spec: "Tem certeza que deseja excluir o funcionário {name}?"). */
  deleteConfirm: string | ((nome: string) => string);
  deleted: string;
  /** A fixed text, or one chosen from the database's answer (a category still in use). */
  deleteFailed: string | ((error: ApiError) => string);
}

export interface RegisterListPageProps<Row extends RegisterRow & RowData, Column extends string> {
  title: string;
  description?: ReactNode;
  /** The new-record button, e.g. "Novo Cliente"; shown only to staff who can write. */
  newLabel: string;
  canWrite: boolean;
  list: RegisterListState<Column>;
  query: RegisterListQuery<Row>;
  /** The spec's placeholder, e.g. "Buscar por nome, CPF, telefone ou email...". */
  searchPlaceholder: string;
  /** The order codec of the list's params: header clicks are checked against its columns. */
  sortCodec: ParamCodec<ListSort<Column>>;
  columns: DataTableProps<Row>['columns'];
  /** e.g. "Total de clientes". */
  totalLabel: string;
  messages: RegisterListMessages;
  /** Deletes, throwing on failure: `(row) => deleteCliente(row.id).unwrap()`. The list refreshes through the mutation's tags. */
  onDelete: (row: Row) => Promise<unknown>;
  /** Warning when a row has no phone (spec: "Funcionário não possui telefone cadastrado"). */
  missingPhoneMessage?: string;
  /** More header buttons before the new-record one (the registers' "Exportar CSV" / "Importar CSV"), given the list's filters. */
  headerActions?: (values: RegisterListState<Column>['values']) => ReactNode;
}

/** What `.unwrap()` throws: the queryFn wrapper's ApiError, or anything else as one. */
function asApiError(thrown: unknown): ApiError {
  if (typeof thrown === 'object' && thrown !== null && 'message' in thrown && typeof thrown.message === 'string') {
    return { ...thrown, message: thrown.message };
  }
  return { message: 'Erro inesperado' };
}

/**
 * The list screen every register of spec 001 shares (clientes, fornecedores, funcionários): title and
 * new button, search / status / cards-lista, the table or cards with WhatsApp, edit and delete, the
 * loading, empty, error and past-the-end states, total, page size and pages. Read-only staff see
 * the list without the write buttons. The page composes it with its columns, query and texts.
 */
export function RegisterListPage<Row extends RegisterRow & RowData, Column extends string>({
  title,
  description,
  newLabel,
  canWrite,
  list,
  query,
  searchPlaceholder,
  sortCodec,
  columns,
  totalLabel,
  messages,
  onDelete,
  missingPhoneMessage,
  headerActions,
}: RegisterListPageProps<Row, Column>) {
  const navigate = useNavigate();
  const { data, isLoading, isFetching, isError, refetch } = query;
  const remove = async (row: Row) => {
    try {
      await onDelete(row);
      toast({ title: 'Sucesso', description: messages.deleted, variant: 'success' });
    } catch (thrown) {
      const description = typeof messages.deleteFailed === 'function' ? messages.deleteFailed(asApiError(thrown)) : messages.deleteFailed;
      toast({ title: 'Erro', description, variant: 'destructive' });
    }
  };
  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;
  const extraActions = headerActions?.(list.values);

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          extraActions || canWrite ? (
            <>
              {extraActions}
              {canWrite ? (
                <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
                  {newLabel}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={list.values.busca} onSearch={(busca) => list.setFilters({ busca })} placeholder={searchPlaceholder} />
        {list.values.status !== undefined ? <StatusFilter value={list.values.status} onChange={(status) => list.setFilters({ status })} /> : null}
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {isError ? (
        <ListError message={messages.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={(row) => String(row.id)}
          view={list.view}
          loading={isLoading || (isFetching && !data)}
          loadingText={messages.loading}
          emptyText={messages.empty}
          emptyDescription={list.hasActiveFilters ? 'Tente outra busca ou outro filtro.' : undefined}
          emptyAction={
            list.hasActiveFilters ? (
              <Button variant="outline" onClick={list.clearFilters}>
                Limpar filtros
              </Button>
            ) : undefined
          }
          sort={list.values.ordem}
          onSortChange={(sort) => list.setFilters({ ordem: parseSort(sortCodec, sort) })}
          cardBadge={(row) => (row.ativo === undefined ? null : <ActiveBadge ativo={row.ativo} />)}
          rowActions={(row) => (
            <>
              {row.telefone !== undefined ? <WhatsAppAction telefone={row.telefone} nome={row.nome} missingPhoneMessage={missingPhoneMessage} /> : null}
              {canWrite ? (
                <>
                  <EditAction to={`editar/${row.id}`} label={`Editar ${row.nome}`} />
                  <DeleteAction
                    label={`Excluir ${row.nome}`}
                    confirmation={typeof messages.deleteConfirm === 'function' ? messages.deleteConfirm(row.nome) : messages.deleteConfirm}
                    onConfirm={() => remove(row)}
                  />
                </>
              ) : null}
            </>
          )}
        />
      )}
      {data && data.total > 0 && !pastEnd ? (
        <ListFooter
          totalLabel={totalLabel}
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
