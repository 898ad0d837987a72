import type { RowData } from '@tanstack/react-table';
import type { ListParamsDefinition, ListSort, ParamCodec } from '../../list/params';
import { useListPage } from '../../list/useListPage';
// type only: the platform (a federation singleton) stays out of the stateless entry
import type { RegisterListArgs } from '../../platform/listaEndpoints';
import type { StatusFilterValue } from '../RecordActions';
import { RegisterListPage, type RegisterListPageProps, type RegisterListQuery, type RegisterRow } from './RegisterListPage';

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

export interface RegisterListProps<Row extends RegisterRow & RowData, Column extends string>
  extends Omit<RegisterListPageProps<Row, Column>, 'list' | 'query' | 'sortCodec' | 'onDelete'> {
  /** The list's URL state (`clientesParams`) and the key that remembers its page size and view. */
  params: ListParamsDefinition<RegisterListCodecs<Column>>;
  listKey: string;
  endpoints: RegisterListEndpoints<Row>;
}

/**
 * A register's whole list page from its declaration: the URL state, the page asked of the list
 * endpoint (search, status where the register has one, order, page and size), the delete through
 * its mutation, and `RegisterListPage` for everything shown. The page gives its params, hooks,
 * columns and texts; a new register writes no list plumbing of its own.
 */
export function RegisterList<Row extends RegisterRow & RowData, Column extends string>({
  params,
  listKey,
  endpoints,
  ...page
}: RegisterListProps<Row, Column>) {
  const list = useListPage(params, listKey);
  const { busca, status, ordem, page: pagina } = list.values;
  // A register without a status filter (categorias) sends none, so its cache key stays its own.
  const query = endpoints.list({ busca, ...(status === undefined ? {} : { status }), sort: ordem, page: pagina, pageSize: list.pageSize });
  const [remove] = endpoints.delete();
  return <RegisterListPage {...page} list={list} query={query} sortCodec={params.codecs.ordem} onDelete={(row) => remove(row.id).unwrap()} />;
}
