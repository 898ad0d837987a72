import { api, listaEndpoints, namedEndpoints, type ListRowOf, type RegisterListArgs, type Tables } from '@loja/shared-ui/platform';

export type Cliente = Tables<'clientes'>;
export type ClientesArgs = RegisterListArgs;

/**
 * Spec 001 §7 (clientes): the list searches nome, CPF, telefone and e-mail in the database
 * (`busca` of `clientes_lista`, accent-free) with the status filter, an exact count and one page;
 * insert always with empresa_id 1; a write RLS hides (a read-only login) is an error (the kit's rule).
 */
export const clientesApi = api.injectEndpoints({
  endpoints: (build) =>
    namedEndpoints(
      listaEndpoints(build, {
        table: 'clientes',
        tag: 'Cliente',
        columns: ['id', 'nome', 'cpf', 'telefone', 'email', 'cidade', 'estado', 'ativo', 'created_at'],
      }),
      'Cliente',
      'Clientes',
    ),
});

/** What a row of the list shows (the form reads the whole row). */
export type ClienteListRow = ListRowOf<typeof clientesApi.endpoints.listClientes>;

export const { useListClientesQuery, useGetClienteQuery, useCreateClienteMutation, useUpdateClienteMutation, useDeleteClienteMutation } =
  clientesApi;
