import { registerApi, type ListRowOf } from '@loja/shared-ui/platform';

/** Spec 001 §7 (clientes): the list searches nome, CPF, telefone and e-mail (`busca` of `clientes_lista`) and filters by status. */
export const clientesApi = registerApi(
  { table: 'clientes', tag: 'Cliente', columns: ['id', 'nome', 'cpf', 'telefone', 'email', 'cidade', 'estado', 'ativo', 'created_at'] },
  'Cliente',
  'Clientes',
);

/** What a row of the list shows (the form reads the whole row). */
export type ClienteListRow = ListRowOf<typeof clientesApi.endpoints.listClientes>;

export const { useListClientesQuery, useGetClienteQuery, useCreateClienteMutation, useUpdateClienteMutation, useDeleteClienteMutation } =
  clientesApi;
