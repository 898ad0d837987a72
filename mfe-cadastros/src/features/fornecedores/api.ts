import { api, listaEndpoints, namedEndpoints, type ListRowOf, type RegisterListArgs, type Tables } from '@loja/shared-ui/platform';

export type Fornecedor = Tables<'fornecedores'>;
export type FornecedoresArgs = RegisterListArgs;

/**
 * Spec 001 §7 (fornecedores): the list searches nome, CNPJ, telefone and e-mail in the database
 * (`busca` of `fornecedores_lista`, accent-free) with the status filter, an exact count and one page;
 * insert always with empresa_id 1; a write RLS hides (a read-only login) is an error (the kit's rule).
 */
export const fornecedoresApi = api.injectEndpoints({
  endpoints: (build) =>
    namedEndpoints(
      listaEndpoints(build, {
        table: 'fornecedores',
        tag: 'Fornecedor',
        columns: ['id', 'nome', 'cnpj', 'telefone', 'email', 'cidade', 'estado', 'ativo', 'created_at'],
      }),
      'Fornecedor',
      'Fornecedores',
    ),
});

/** What a row of the list shows (the form reads the whole row). */
export type FornecedorListRow = ListRowOf<typeof fornecedoresApi.endpoints.listFornecedores>;

export const { useListFornecedoresQuery, useGetFornecedorQuery, useCreateFornecedorMutation, useUpdateFornecedorMutation, useDeleteFornecedorMutation } =
  fornecedoresApi;
