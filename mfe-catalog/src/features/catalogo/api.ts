import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

export interface Categoria {
  id: number;
  nome: string;
}

export const catalogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategorias: build.query<Categoria[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('id'), []),
      providesTags: ['Categoria'],
    }),
  }),
});

export const { useGetCategoriasQuery } = catalogoApi;
