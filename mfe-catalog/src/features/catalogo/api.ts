import { api, getSupabase, toApiError, toApiResult } from '@loja/shared-ui/platform';
import { normalizeText } from '@loja/shared-ui/format';
import { POR_PAGINA, type CatalogFilters, type Ordenacao } from './filters';
import type { CatalogPage, Categoria, ProdutoCatalogo } from './types';

/**
 * `catalogo_produtos` is the public view of active products (no cost columns); its embeds bring
 * the category, the images and every grade, so a page of 12 cards is one request.
 */
export const PRODUTO_SELECT =
  'id, nome, descricao, codigo_barras, preco_venda, estoque_atual, categoria_id, ' +
  'categoria:categorias(id, nome), ' +
  'imagens:produto_imagens(id, tipo_imagem, url_imagem, created_at), ' +
  'grades:grades_produto(id, cor, tamanho, cor_rgb, estoque_atual)';

const ORDER: Record<Ordenacao, { column: string; ascending: boolean }> = {
  nome_asc: { column: 'nome', ascending: true },
  nome_desc: { column: 'nome', ascending: false },
  preco_asc: { column: 'preco_venda', ascending: true },
  preco_desc: { column: 'preco_venda', ascending: false },
  estoque_desc: { column: 'estoque_atual', ascending: false },
};

/** The `busca` column holds the name lower-cased without accents; LIKE wildcards typed by the shopper are literal. */
export function searchPattern(busca: string): string {
  const term = normalizeText(busca).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${term}%`;
}

/** Newest image first (the spec's order), so "the first principal" is the current one. */
function sortImages(produto: ProdutoCatalogo): ProdutoCatalogo {
  const imagens = [...(produto.imagens ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const grades = [...(produto.grades ?? [])].sort((a, b) => a.id - b.id);
  return { ...produto, preco_venda: Number(produto.preco_venda), imagens, grades };
}

export async function fetchCatalogPage(filters: CatalogFilters): Promise<CatalogPage> {
  const from = (filters.page - 1) * POR_PAGINA;
  const order = ORDER[filters.ordenacao];
  let query = getSupabase()
    .from('catalogo_produtos')
    .select(PRODUTO_SELECT, { count: 'exact' })
    .gte('preco_venda', filters.precoMin)
    .lte('preco_venda', filters.precoMax);
  if (filters.categoria !== null) query = query.eq('categoria_id', filters.categoria);
  if (filters.busca.trim()) query = query.ilike('busca', searchPattern(filters.busca));
  // id breaks ties so pages never repeat or skip a product with the same name or price.
  const { data, count, error } = await query
    .order(order.column, { ascending: order.ascending })
    .order('id', { ascending: true })
    .range(from, from + POR_PAGINA - 1)
    .overrideTypes<ProdutoCatalogo[], { merge: false }>();
  // PostgREST answers 416 for a page past the end: that is an empty page, not an error.
  if (error && error.code !== 'PGRST103') throw error;
  const total = count ?? 0;
  return {
    produtos: (data ?? []).map(sortImages),
    total,
    page: filters.page,
    totalPages: Math.ceil(total / POR_PAGINA),
  };
}

export const catalogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategorias: build.query<Categoria[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome'), []),
      providesTags: ['Categoria'],
    }),
    getCatalogo: build.query<CatalogPage, CatalogFilters>({
      queryFn: async (filters) => {
        try {
          return { data: await fetchCatalogPage(filters) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      providesTags: ['Produto'],
    }),
  }),
});

export const { useGetCategoriasQuery, useGetCatalogoQuery } = catalogoApi;
