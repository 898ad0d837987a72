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

export type Fornecedor = Tables<'fornecedores'>;

/** What a row of the list shows (the form reads the whole row). */
const LIST_COLUMNS = 'id, nome, cnpj, telefone, email, cidade, estado, ativo, created_at';
export type FornecedorListRow = Pick<Fornecedor, 'id' | 'nome' | 'cnpj' | 'telefone' | 'email' | 'cidade' | 'estado' | 'ativo' | 'created_at'>;

export interface FornecedorsArgs extends ListPageArgs {
  busca: string;
  status: StatusFilterValue;
}

const LIST_TAG = { type: 'Fornecedor', id: 'LIST' } as const;

/**
 * Spec 001 §7 (fornecedores): the list searches nome, CNPJ, telefone and e-mail in the database
 * (`busca`, accent-free) with the status filter, an exact count and one page; insert always
 * with empresa_id 1. An update or delete that RLS hides (a read-only login) touches no row, so
 * both ask for the row back and a missing row is an error, not a silent success.
 */
export const fornecedoresApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFornecedores: build.query<ListPage<FornecedorListRow>, FornecedorsArgs>({
      queryFn: (args) => {
        // The list view (migration 20261123000400) runs as its owner so the search can use the trigram index.
        let query = withSearch(
          getSupabase().from('fornecedores_lista').select(LIST_COLUMNS, { count: 'exact' }),
          args.busca,
        );
        const ativo = statusToAtivo(args.status);
        if (ativo !== undefined) query = query.eq('ativo', ativo);
        return toListResult(query, args);
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Fornecedor' as const, id })) ?? []), LIST_TAG],
    }),
    getFornecedor: build.query<Fornecedor, number>({
      queryFn: (id) => toApiResult(getSupabase().from('fornecedores').select('*').eq('id', id).single()),
      providesTags: (_fornecedor, _error, id) => [{ type: 'Fornecedor', id }],
    }),
    createFornecedor: build.mutation<Fornecedor, Omit<TablesInsert<'fornecedores'>, 'empresa_id'>>({
      queryFn: (row) => toApiResult(getSupabase().from('fornecedores').insert({ ...row, empresa_id: 1 }).select('*').single()),
      invalidatesTags: [LIST_TAG],
    }),
    updateFornecedor: build.mutation<Fornecedor, { id: number; changes: TablesUpdate<'fornecedores'> }>({
      queryFn: ({ id, changes }) => toApiResult(getSupabase().from('fornecedores').update(changes).eq('id', id).select('*').single()),
      invalidatesTags: (_fornecedor, _error, { id }) => [{ type: 'Fornecedor', id }, LIST_TAG],
    }),
    deleteFornecedor: build.mutation<Pick<Fornecedor, 'id'>, number>({
      queryFn: (id) => toApiResult(getSupabase().from('fornecedores').delete().eq('id', id).select('id').single()),
      invalidatesTags: (_fornecedor, _error, id) => [{ type: 'Fornecedor', id }, LIST_TAG],
    }),
  }),
});

export const { useListFornecedoresQuery, useGetFornecedorQuery, useCreateFornecedorMutation, useUpdateFornecedorMutation, useDeleteFornecedorMutation } =
  fornecedoresApi;
