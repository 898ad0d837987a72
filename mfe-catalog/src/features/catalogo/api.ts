import { api, getPublicClient, isJsonRecord, toApiResult } from '@loja/shared-ui/platform';
import type { ListPage } from '@loja/shared-ui/platform';
import type { CatalogFilters } from './filters';
import {
  lerCategorias,
  lerPaginaDoCatalogo,
  paginaDoCatalogo,
  produtoDoBanco,
  type Categoria,
  type ProdutoCatalogo,
  type SugestaoBusca,
} from './leituras';

/*
 * The storefront's RTK Query endpoints. Loaded after the grid is interactive (./apiDoCatalogo.ts,
 * issue 25 §2); the requests and decoders are ./leituras.ts's, which the start of /catalogo uses
 * before this module is there.
 */
export type { Categoria, GradeProduto, ProdutoCatalogo, ProdutoImagem, SugestaoBusca } from './leituras';

export const catalogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategorias: build.query<Categoria[], void>({
      queryFn: () => toApiResult(lerCategorias(), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    getCatalogo: build.query<ListPage<ProdutoCatalogo>, CatalogFilters>({
      queryFn: async (filters) => {
        const result = await toApiResult(lerPaginaDoCatalogo(filters));
        return result.error ? result : { data: paginaDoCatalogo(result.data) };
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Produto' as const, id })) ?? []), { type: 'Produto', id: 'LIST' }],
    }),
    /**
     * The closest active products to a search that found nothing ("biqini", "bikini" → the Biquínis):
     * the database's `catalogo_sugestoes` (trigram word similarity on busca, public columns only).
     */
    getCatalogoSugestoes: build.query<SugestaoBusca[], string>({
      queryFn: (busca) => toApiResult(getPublicClient().rpc('catalogo_sugestoes', { p_busca: busca }), []),
      providesTags: [{ type: 'Produto', id: 'LIST' }],
    }),
    /** One active product by id (a shared link `?produto={id}` to a product not on the page); null when none. */
    getProdutoCatalogo: build.query<ProdutoCatalogo | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getPublicClient().rpc('catalogo_produto', { p_id: id }, { get: true }));
        if (result.error) return result;
        return { data: isJsonRecord(result.data) ? produtoDoBanco(result.data) : null };
      },
      providesTags: (_produto, _error, id) => [{ type: 'Produto', id }],
    }),
  }),
});

export const { useGetCategoriasQuery, useGetCatalogoQuery, useGetCatalogoSugestoesQuery, useGetProdutoCatalogoQuery } = catalogoApi;
