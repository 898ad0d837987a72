import { api, toApiResult, type ApiError, type ApiTagType } from './api';
import type { Tables, TablesInsert, TablesUpdate, Views } from './database';
import { toListResult, withSearch, type ListPage, type ListPageArgs } from './listQuery';
import { getSupabase } from './supabase';
// In the platform, not among the stateless components: a builder reaches the one Supabase client and
// api slice, which only the shared `@loja/shared-ui/platform` singleton holds in a remote's build
// (a component bundled into a remote that imported the platform got a private, uninitialised copy).
import { statusToAtivo, type StatusFilterValue } from '../components/RecordActions/status';

/**
 * Endpoint builders for "a resource read through its `_lista` view" (house rules: Data), so a
 * register's `api.ts` is a declaration: its table, view, list columns and tag, and the endpoint and
 * hook names it gives them. The list searches the view's `busca` column (accent-free, in the
 * database), filters by status when the args carry one, orders, counts and pages; get/create/
 * update/delete use the table. Tags are `{ type, id }` plus `{ type, id: 'LIST' }`, and each
 * mutation invalidates exactly what it changed. An update or delete that RLS hides (a read-only
 * login) touches no row: both ask for the row back, so a missing row is an error, not a silent
 * success (spec 001 §8's "Não foi possível ..." toasts).
 */

/** The tables a register edits, and the `_lista` view each is listed through (migrations 20261123000400, 20261127000200). */
export interface RegisterViews {
  clientes: 'clientes_lista';
  fornecedores: 'fornecedores_lista';
  funcionarios: 'funcionarios_lista';
  categorias: 'categorias_lista';
}
export type RegisterTable = keyof RegisterViews;
type RegisterView = RegisterViews[RegisterTable];

/** What a register's list asks for: the page, order and search, plus the status filter where the list has one. */
export interface RegisterListArgs extends ListPageArgs {
  busca: string;
  status?: StatusFilterValue;
}

/** The builder `api.injectEndpoints` hands its `endpoints` function. */
export type ApiBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

export interface ListaResource<T extends RegisterTable, Column extends keyof Views<RegisterViews[T]> & string> {
  table: T;
  /** The tag type of the rows, e.g. 'Cliente'. */
  tag: ApiTagType;
  /** What a row of the list shows (the form reads the whole row). */
  columns: readonly Column[];
  /** Other tags a delete changes too (deleting an employee changes the logins' list: `{ type: 'Usuario', id: 'LIST' }`). */
  deleteAlsoInvalidates?: readonly { type: ApiTagType; id: string | number }[];
}

/** Everything but what the database or the kit writes: the empresa (always 1, spec 001 §7) and the search column. */
export type RegisterInsert<T extends RegisterTable> = Omit<TablesInsert<T>, 'empresa_id' | 'busca'>;

/**
 * The five endpoints of a register, to be named by the caller:
 * `const clientes = listaEndpoints(build, { table: 'clientes', tag: 'Cliente', columns });`
 * `return { listClientes: clientes.list, getCliente: clientes.get, ... }`.
 */
export function listaEndpoints<
  T extends RegisterTable,
  Column extends keyof Views<RegisterViews[T]> & string,
  Args extends RegisterListArgs = RegisterListArgs,
>(build: ApiBuilder, { table, tag, columns, deleteAlsoInvalidates = [] }: ListaResource<T, Column>) {
  type Row = Tables<T>;
  type ListRow = Pick<Views<RegisterViews[T]>, Column | 'id'>;
  const listTag = { type: tag, id: 'LIST' } as const;
  const from = () => getSupabase().from(table as RegisterTable);
  const view = `${table}_lista` as RegisterView;
  const select = columns.join(', ');

  return {
    list: build.query<ListPage<ListRow>, Args>({
      queryFn: async (args) => {
        // The list views run as their owner so the search can use the trigram index (migration 20261123000400).
        let query = withSearch(getSupabase().from(view).select(select, { count: 'exact' }), args.busca);
        const ativo = args.status === undefined ? undefined : statusToAtivo(args.status);
        // Only the lists with a status filter send one (categorias have none), so the column exists.
        if (ativo !== undefined) query = query.filter('ativo', 'eq', ativo);
        const result = await toListResult(query, args);
        // The rows are the view's, with the columns asked for above.
        return result as { data: ListPage<ListRow>; error?: undefined } | { error: ApiError; data?: undefined };
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: tag, id: Number(id) })) ?? []), listTag],
    }),
    get: build.query<Row, number>({
      queryFn: async (id) => asRow<Row>(await toApiResult(from().select('*').eq('id', id).single())),
      providesTags: (_row, _error, id) => [{ type: tag, id }],
    }),
    create: build.mutation<Row, RegisterInsert<T>>({
      queryFn: async (row) => {
        const insert: TablesInsert<RegisterTable> = { ...row, empresa_id: 1 };
        return asRow<Row>(await toApiResult(from().insert<TablesInsert<RegisterTable>>(insert).select('*').single()));
      },
      invalidatesTags: [listTag],
    }),
    update: build.mutation<Row, { id: number; changes: TablesUpdate<T> }>({
      queryFn: async ({ id, changes }) => {
        const update: TablesUpdate<RegisterTable> = changes;
        return asRow<Row>(await toApiResult(from().update<TablesUpdate<RegisterTable>>(update).eq('id', id).select('*').single()));
      },
      invalidatesTags: (_row, _error, { id }) => [{ type: tag, id }, listTag],
    }),
    delete: build.mutation<{ id: number }, number>({
      queryFn: (id) => toApiResult(from().delete().eq('id', id).select('id').single()),
      invalidatesTags: (_row, _error, id) => [{ type: tag, id }, listTag, ...deleteAlsoInvalidates],
    }),
  };
}

/**
 * A register that needs only its five endpoints under the one naming (clientes, fornecedores), injected
 * into the api slice: its `api.ts` is `registerApi({ table: 'clientes', tag: 'Cliente', columns }, 'Cliente', 'Clientes')`.
 * The list searches the view's `busca` (accent-free), filters by status, counts exactly and reads one page;
 * an insert always has empresa_id 1 (spec 001 §7); a write RLS hides (a read-only login) is an error.
 */
export function registerApi<T extends RegisterTable, Column extends keyof Views<RegisterViews[T]> & string, One extends string, Many extends string>(
  resource: ListaResource<T, Column>,
  one: One,
  many: Many,
) {
  return api.injectEndpoints({ endpoints: (build) => namedEndpoints(listaEndpoints(build, resource), one, many) });
}

/** The five endpoints of `listaEndpoints` under the names every register gives them. */
export type NamedEndpoints<E extends ListaEndpoints, One extends string, Many extends string> = { [K in `list${Many}`]: E['list'] } & {
  [K in `get${One}`]: E['get'];
} & { [K in `create${One}`]: E['create'] } & { [K in `update${One}`]: E['update'] } & { [K in `delete${One}`]: E['delete'] };

/** The five endpoints `listaEndpoints` returns, whatever the table. */
type ListaEndpoints = Record<'list' | 'get' | 'create' | 'update' | 'delete', unknown>;

/**
 * Names a register's endpoints the one way: `namedEndpoints(listaEndpoints(build, …), 'Cliente', 'Clientes')`
 * gives listClientes, getCliente, createCliente, updateCliente and deleteCliente (and so the hooks
 * useListClientesQuery, useGetClienteQuery, …). A register whose names must differ (categorias, beside
 * the product form's own category endpoints) maps them by hand.
 */
export function namedEndpoints<E extends ListaEndpoints, One extends string, Many extends string>(
  endpoints: E,
  one: One,
  many: Many,
): NamedEndpoints<E, One, Many> {
  const named: Record<string, E[keyof ListaEndpoints]> = {
    [`list${many}`]: endpoints.list,
    [`get${one}`]: endpoints.get,
    [`create${one}`]: endpoints.create,
    [`update${one}`]: endpoints.update,
    [`delete${one}`]: endpoints.delete,
  };
  return named as NamedEndpoints<E, One, Many>;
}

/** `from(table)` over the union of register tables types its row as the union; the caller's `T` picks the one it is. */
function asRow<Row>(result: { data: Tables<RegisterTable>; error?: undefined } | { error: ApiError; data?: undefined }) {
  return result as { data: Row; error?: undefined } | { error: ApiError; data?: undefined };
}

/** The row type a `list` endpoint built here gives: `ListRowOf<typeof clientesApi.endpoints.listClientes>`. */
export type ListRowOf<Endpoint extends { Types: { ResultType: unknown } }> =
  Endpoint['Types']['ResultType'] extends ListPage<infer Row> ? Row : never;
