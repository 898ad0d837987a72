import { api, listaEndpoints, type ListRowOf, type RegisterListArgs, type Tables } from '@loja/shared-ui/platform';

export type Categoria = Tables<'categorias'>;
export type CategoriasArgs = RegisterListArgs;

/**
 * The categorias register (issue 23 §2): listed through `categorias_lista` (name and description
 * searched in the database, with how many products use each), renamed and deleted on the table. The
 * product form's inline "Nova Categoria" keeps its own endpoints (listCategorias, createCategoria);
 * these names say they are the register's.
 */
export const categoriasApi = api.injectEndpoints({
  endpoints: (build) => {
    const categorias = listaEndpoints(build, {
      table: 'categorias',
      tag: 'Categoria',
      columns: ['id', 'nome', 'descricao', 'produtos', 'created_at'],
    });
    return {
      listCategoriasCadastro: categorias.list,
      getCategoria: categorias.get,
      createCategoriaCadastro: categorias.create,
      updateCategoria: categorias.update,
      deleteCategoria: categorias.delete,
    };
  },
});

/** What a row of the list shows. */
export type CategoriaListRow = ListRowOf<typeof categoriasApi.endpoints.listCategoriasCadastro>;

export const {
  useListCategoriasCadastroQuery,
  useGetCategoriaQuery,
  useCreateCategoriaCadastroMutation,
  useUpdateCategoriaMutation,
  useDeleteCategoriaMutation,
} = categoriasApi;
