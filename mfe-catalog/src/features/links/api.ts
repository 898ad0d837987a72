import { api, getPublicClient, toApiResult } from '@loja/shared-ui/platform';
import { CATEGORIAS_LINKS } from './categorias';

/**
 * Category id -> url_imagem of the principal image of its first product with something disponível
 * (or null): the database's `catalogo_capas`, one request for the five cards. Public: the anon-key client.
 */
export type CapasCategorias = Record<number, string | null>;

export const linksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCapasCategorias: build.query<CapasCategorias, void>({
      queryFn: async () => {
        const result = await toApiResult(getPublicClient().rpc('catalogo_capas', { p_categorias: CATEGORIAS_LINKS.map((c) => c.id) }, { get: true }), []);
        if (result.error) return result;
        const capas = new Map(result.data.map((capa) => [capa.categoria_id, capa.url_imagem]));
        return { data: Object.fromEntries(CATEGORIAS_LINKS.map((categoria) => [categoria.id, capas.get(categoria.id) ?? null])) };
      },
      providesTags: ['Produto', 'Imagem'],
    }),
  }),
});

export const { useGetCapasCategoriasQuery } = linksApi;
