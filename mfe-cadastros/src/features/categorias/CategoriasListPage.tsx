import { RegisterList, constraintName, dataTableColumns } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useDeleteCategoriaMutation, useListCategoriasCadastroQuery, type CategoriaListRow } from './api';
import { CATEGORIA_MESSAGES } from './messages';
import { CATEGORIAS_LIST_KEY, categoriasParams } from './params';

const column = dataTableColumns<CategoriaListRow>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor((categoria) => categoria.descricao || '—', { id: 'descricao', header: 'Descrição' }),
  column.accessor('produtos', { header: 'Produtos', meta: { nowrap: true } }),
];

const LIST_MESSAGES = {
  ...CATEGORIA_MESSAGES,
  // A category in use is refused by the database; the toast says why instead of a bare failure.
  deleteFailed: (error: { message: string; details?: string | null }) =>
    constraintName(error) === 'produtos_categoria_em_uso' ? CATEGORIA_MESSAGES.inUse : CATEGORIA_MESSAGES.deleteFailed,
};

/** /cadastros/categorias: the categories, how many products each has, new, rename and delete (issue 23 §2). */
export function CategoriasListPage() {
  const { canWrite } = useAuth();
  return <RegisterList params={categoriasParams} listKey={CATEGORIAS_LIST_KEY} endpoints={{ list: useListCategoriasCadastroQuery, delete: useDeleteCategoriaMutation }} canWrite={canWrite} columns={columns} messages={LIST_MESSAGES} />;
}
