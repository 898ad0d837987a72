import { registerApi, type ListRowOf } from '@loja/shared-ui/platform';

/** Spec 001 §7 (fornecedores): the list searches nome, CNPJ, telefone and e-mail (`busca` of `fornecedores_lista`) and filters by status. */
export const fornecedoresApi = registerApi(
  { table: 'fornecedores', tag: 'Fornecedor', columns: ['id', 'nome', 'cnpj', 'telefone', 'email', 'cidade', 'estado', 'ativo', 'created_at'] },
  'Fornecedor',
  'Fornecedores',
);

/** What a row of the list shows (the form reads the whole row). */
export type FornecedorListRow = ListRowOf<typeof fornecedoresApi.endpoints.listFornecedores>;

export const { useListFornecedoresQuery, useGetFornecedorQuery, useCreateFornecedorMutation, useUpdateFornecedorMutation, useDeleteFornecedorMutation } =
  fornecedoresApi;
