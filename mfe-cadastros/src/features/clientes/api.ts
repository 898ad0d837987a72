import { statusToAtivo, type StatusFilterValue } from '@loja/shared-ui';
import {
  api,
  getSupabase,
  toApiResult,
  toListResult,
  withSearch,
  type ListPage,
  type ListPageArgs,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from '@loja/shared-ui/platform';

export type Cliente = Tables<'clientes'>;

/** What a row of the list shows (the form reads the whole row). */
const LIST_COLUMNS = 'id, nome, cpf, telefone, email, cidade, estado, ativo, created_at';
export type ClienteListRow = Pick<Cliente, 'id' | 'nome' | 'cpf' | 'telefone' | 'email' | 'cidade' | 'estado' | 'ativo' | 'created_at'>;

export interface ClientesArgs extends ListPageArgs {
  busca: string;
  status: StatusFilterValue;
}

const LIST_TAG = { type: 'Cliente', id: 'LIST' } as const;

/**
 * Spec 001 §7 (clientes): the list searches nome, CPF, telefone and e-mail in the database
 * (`busca`, accent-free) with the status filter, an exact count and one page; insert always
 * with empresa_id 1. An update or delete that RLS hides (a read-only login) touches no row, so
 * both ask for the row back and a missing row is an error, not a silent success.
 */
export const clientesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClientes: build.query<ListPage<ClienteListRow>, ClientesArgs>({
      queryFn: (args) => {
        // The list view (migration 20261123000400) runs as its owner so the search can use the trigram index.
        let query = withSearch(
          getSupabase().from('clientes_lista').select(LIST_COLUMNS, { count: 'exact' }),
          args.busca,
        );
        const ativo = statusToAtivo(args.status);
        if (ativo !== undefined) query = query.eq('ativo', ativo);
        return toListResult(query, args);
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Cliente' as const, id })) ?? []), LIST_TAG],
    }),
    getCliente: build.query<Cliente, number>({
      queryFn: (id) => toApiResult(getSupabase().from('clientes').select('*').eq('id', id).single()),
      providesTags: (_cliente, _error, id) => [{ type: 'Cliente', id }],
    }),
    createCliente: build.mutation<Cliente, Omit<TablesInsert<'clientes'>, 'empresa_id'>>({
      queryFn: (row) => toApiResult(getSupabase().from('clientes').insert({ ...row, empresa_id: 1 }).select('*').single()),
      invalidatesTags: [LIST_TAG],
    }),
    updateCliente: build.mutation<Cliente, { id: number; changes: TablesUpdate<'clientes'> }>({
      queryFn: ({ id, changes }) => toApiResult(getSupabase().from('clientes').update(changes).eq('id', id).select('*').single()),
      invalidatesTags: (_cliente, _error, { id }) => [{ type: 'Cliente', id }, LIST_TAG],
    }),
    deleteCliente: build.mutation<Pick<Cliente, 'id'>, number>({
      queryFn: (id) => toApiResult(getSupabase().from('clientes').delete().eq('id', id).select('id').single()),
      invalidatesTags: (_cliente, _error, id) => [{ type: 'Cliente', id }, LIST_TAG],
    }),
  }),
});

export const { useListClientesQuery, useGetClienteQuery, useCreateClienteMutation, useUpdateClienteMutation, useDeleteClienteMutation } =
  clientesApi;
