import type { RowData } from '@tanstack/react-table';
import type { ListParamsDefinition, ListSort, ParamCodec } from '../../list/params';
import { useListPage } from '../../list/useListPage';
// type only: the platform (a federation singleton) stays out of the stateless entry
import type { RegisterListArgs } from '../../platform/listaEndpoints';
import type { StatusFilterValue } from '../RecordActions';
import { RegisterListPage, type RegisterListMessages, type RegisterListPageProps, type RegisterListQuery, type RegisterRow } from './RegisterListPage';

/** The URL state a register list declares with `defineListParams`: a search, an order and, where it has one, a status filter. */
export type RegisterListCodecs<Column extends string> = {
  busca: ParamCodec<string>;
  ordem: ParamCodec<ListSort<Column>>;
  status?: ParamCodec<StatusFilterValue>;
};

/** The register's list and delete hooks from its api.ts (`{ list: useListClientesQuery, delete: useDeleteClienteMutation }`). */
export interface RegisterListEndpoints<Row> {
  list: (args: RegisterListArgs) => RegisterListQuery<Row>;
  delete: () => readonly [(id: number) => { unwrap: () => Promise<unknown> }, ...unknown[]];
}

/** The list's texts, from the register's messages.ts: the spec 001 §8 toasts and the page's labels. */
export interface RegisterListTexts extends RegisterListMessages {
  /** The page's title (also the table's name), e.g. 'Clientes'. */
  listTitle: string;
  listDescription?: string;
  /** e.g. 'Novo Cliente'. */
  newTitle: string;
  /** The spec's placeholder, e.g. 'Buscar por nome, CPF, telefone ou email...'. */
  searchPlaceholder: string;
  /** e.g. 'Total de clientes'. */
  totalLabel: string;
  /** Warning when a row has no phone (spec: 'Funcionário não possui telefone cadastrado'). */
  missingPhone?: string;
}

export interface RegisterListProps<Row extends RegisterRow & RowData, Column extends string> {
  /** The list's URL state (`clientesParams`) and the key that remembers its page size and view. */
  params: ListParamsDefinition<RegisterListCodecs<Column>>;
  listKey: string;
  endpoints: RegisterListEndpoints<Row>;
  canWrite: boolean;
  columns: RegisterListPageProps<Row, Column>['columns'];
  messages: RegisterListTexts;
  /** More header buttons, given the list's filters (`RegisterListPage`'s headerActions). */
  headerActions?: RegisterListPageProps<Row, Column>['headerActions'];
}

/**
 * A register's whole list page from its declaration: the URL state, the page asked of the list
 * endpoint (search, status where the register has one, order, page and size), the delete through
 * its mutation, and `RegisterListPage` for everything shown. The page gives its params, hooks,
 * columns and messages (texts included); a new register writes no list plumbing of its own.
 */
export function RegisterList<Row extends RegisterRow & RowData, Column extends string>({
  params,
  listKey,
  endpoints,
  canWrite,
  columns,
  messages,
  headerActions,
}: RegisterListProps<Row, Column>) {
  const list = useListPage(params, listKey);
  const { busca, status, ordem, page: pagina } = list.values;
  // A register without a status filter (categorias) sends none, so its cache key stays its own.
  const query = endpoints.list({ busca, ...(status === undefined ? {} : { status }), sort: ordem, page: pagina, pageSize: list.pageSize });
  const [remove] = endpoints.delete();
  return (
    <RegisterListPage
      title={messages.listTitle}
      description={messages.listDescription}
      newLabel={messages.newTitle}
      canWrite={canWrite}
      list={list}
      query={query}
      searchPlaceholder={messages.searchPlaceholder}
      sortCodec={params.codecs.ordem}
      columns={columns}
      totalLabel={messages.totalLabel}
      messages={messages}
      onDelete={(row) => remove(row.id).unwrap()}
      missingPhoneMessage={messages.missingPhone}
      headerActions={headerActions}
    />
  );
}
