import { api, getSupabase, toApiResult, toListResult, withSearch, type ApiError, type Database, type ListPage } from '@loja/shared-ui/platform';
import { POR_PAGINA, type CatalogFilters, type Ordenacao } from './filters';

/**
 * `catalogo_produtos` is the public view of active products (no cost columns); its embeds bring
 * the category, the images and every grade, so a page of 12 cards is one request.
 */
// One literal (not a concatenation) so supabase-js can type the rows from it.
const PRODUTO_SELECT =
  'id, nome, descricao, codigo_barras, preco_venda, estoque_atual, categoria_id, categoria:categorias(id, nome), imagens:produto_imagens(id, tipo_imagem, url_imagem, created_at), grades:grades_produto(id, cor, tamanho, cor_rgb, estoque_atual)';

const ORDER: Record<Ordenacao, { column: string; ascending: boolean }> = {
  nome_asc: { column: 'nome', ascending: true },
  nome_desc: { column: 'nome', ascending: false },
  preco_asc: { column: 'preco_venda', ascending: true },
  preco_desc: { column: 'preco_venda', ascending: false },
  estoque_desc: { column: 'estoque_atual', ascending: false },
};

/** The filters on any select of the view (the page's rows, or only their count). */
function filtered<Q extends { gte(c: string, v: number): Q; lte(c: string, v: number): Q; eq(c: string, v: number): Q; ilike(c: string, p: string): Q }>(
  query: Q,
  filters: CatalogFilters,
): Q {
  let q = query.gte('preco_venda', filters.precoMin).lte('preco_venda', filters.precoMax);
  if (filters.categoria !== null) q = q.eq('categoria_id', filters.categoria);
  return withSearch(q, filters.busca);
}

function catalogQuery(filters: CatalogFilters) {
  return filtered(getSupabase().from('catalogo_produtos').select(PRODUTO_SELECT, { count: 'exact' }), filters);
}

/** How many products match, with no rows (a HEAD request). */
async function countMatching(filters: CatalogFilters): Promise<{ count: number } | { error: ApiError }> {
  const result = await toApiResult(
    filtered(getSupabase().from('catalogo_produtos').select('id', { count: 'exact', head: true }), filters).then(
      ({ count, error, status }) => ({ data: count ?? 0, error, status }),
    ),
  );
  return result.error ? { error: result.error } : { count: result.data };
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / POR_PAGINA));

/** A product as a page of the catalogue brings it: typed from the query and the generated Database. */
export type ProdutoCatalogo = NonNullable<Awaited<ReturnType<typeof catalogQuery>>['data']>[number];
export type ProdutoImagem = ProdutoCatalogo['imagens'][number];
export type GradeProduto = ProdutoCatalogo['grades'][number];
export type Categoria = NonNullable<ProdutoCatalogo['categoria']>;

/** A product offered under "Você quis dizer…": the function's row type in the generated Database. */
export type SugestaoBusca = Database['public']['Functions']['catalogo_sugestoes']['Returns'][number];

/** Newest image first (the spec's order), so "the first principal" is the current one; grades in creation order. */
function sortEmbeds(produto: ProdutoCatalogo): ProdutoCatalogo {
  const imagens = [...produto.imagens].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const grades = [...produto.grades].sort((a, b) => a.id - b.id);
  return { ...produto, imagens, grades };
}

export const catalogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategorias: build.query<Categoria[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    getCatalogo: build.query<ListPage<ProdutoCatalogo>, CatalogFilters>({
      queryFn: async (filters) => {
        // PostgREST answers an offset past the end with an HTTP 416 (a red line in the console, for an
        // old link or a hand-typed ?pagina=99). Page 1 can never be past the end; for any other page
        // the count comes first (a HEAD request) and the page asked for is kept within it. The answer
        // says which page it holds; the page puts that number in the URL.
        let page = filters.page;
        if (page > 1) {
          const counted = await countMatching(filters);
          if ('error' in counted) return { error: counted.error };
          page = Math.min(page, lastPage(counted.count));
        }
        const result = await toListResult(catalogQuery(filters), {
          page,
          pageSize: POR_PAGINA,
          sort: ORDER[filters.ordenacao],
        });
        return result.data ? { data: { ...result.data, rows: result.data.rows.map(sortEmbeds) } } : result;
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Produto' as const, id })) ?? []), { type: 'Produto', id: 'LIST' }],
    }),
    /**
     * The closest active products to a search that found nothing ("biqini", "bikini" → the Biquínis):
     * the database's `catalogo_sugestoes` (trigram word similarity on busca, public columns only).
     */
    getCatalogoSugestoes: build.query<SugestaoBusca[], string>({
      queryFn: (busca) => toApiResult(getSupabase().rpc('catalogo_sugestoes', { p_busca: busca }), []),
      providesTags: [{ type: 'Produto', id: 'LIST' }],
    }),
    /** One active product by id (a shared link `?produto={id}` to a product not on the page); null when none. */
    getProdutoCatalogo: build.query<ProdutoCatalogo | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().from('catalogo_produtos').select(PRODUTO_SELECT).eq('id', id).maybeSingle());
        return result.error ? result : { data: result.data ? sortEmbeds(result.data) : null };
      },
      providesTags: (_produto, _error, id) => [{ type: 'Produto', id }],
    }),
  }),
});

export const { useGetCategoriasQuery, useGetCatalogoQuery, useGetCatalogoSugestoesQuery, useGetProdutoCatalogoQuery } = catalogoApi;
