import { api, getSupabase, toApiResult, toListResult, withSearch, type ListPage } from '@loja/shared-ui/platform';
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

function catalogQuery(filters: CatalogFilters) {
  let query = getSupabase()
    .from('catalogo_produtos')
    .select(PRODUTO_SELECT, { count: 'exact' })
    .gte('preco_venda', filters.precoMin)
    .lte('preco_venda', filters.precoMax);
  if (filters.categoria !== null) query = query.eq('categoria_id', filters.categoria);
  return withSearch(query, filters.busca);
}

/** A product as a page of the catalogue brings it: typed from the query and the generated Database. */
export type ProdutoCatalogo = NonNullable<Awaited<ReturnType<typeof catalogQuery>>['data']>[number];
export type ProdutoImagem = ProdutoCatalogo['imagens'][number];
export type GradeProduto = ProdutoCatalogo['grades'][number];
export type Categoria = NonNullable<ProdutoCatalogo['categoria']>;

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
        const result = await toListResult(catalogQuery(filters), {
          page: filters.page,
          pageSize: POR_PAGINA,
          sort: ORDER[filters.ordenacao],
        });
        return result.data ? { data: { ...result.data, rows: result.data.rows.map(sortEmbeds) } } : result;
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Produto' as const, id })) ?? []), { type: 'Produto', id: 'LIST' }],
    }),
  }),
});

export const { useGetCategoriasQuery, useGetCatalogoQuery } = catalogoApi;
