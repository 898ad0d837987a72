import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonNumberOrNull,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  toApiResult,
  type Database,
  type Json,
  type JsonRecord,
  type ListPage,
} from '@loja/shared-ui/platform';
import { POR_PAGINA, type CatalogFilters } from './filters';

/**
 * `catalogo_produtos` is the public view of active products (no cost columns); its embeds bring
 * the category, the images and every grade. A page of the catalogue comes from the database's
 * `catalogo_pagina` (migration 20261128000200): the count, the page's ids by a plain indexed query,
 * then the embeds of those twelve only, in one request. Read through PostgREST, the embeds were
 * joined before the offset (page 20 built 240 products) and a page past the end needed a count first.
 */
// One literal (not a concatenation) so supabase-js can type the rows from it.
const PRODUTO_SELECT =
  'id, nome, descricao, codigo_barras, preco_venda, estoque_atual, categoria_id, categoria:categorias(id, nome), imagens:produto_imagens(id, tipo_imagem, url_imagem, created_at), grades:grades_produto(id, cor, tamanho, cor_rgb, estoque_atual)';

const produtoQuery = (id: number) => getSupabase().from('catalogo_produtos').select(PRODUTO_SELECT).eq('id', id).maybeSingle();

/** A product as the storefront shows it: typed from the query and the generated Database. */
export type ProdutoCatalogo = NonNullable<Awaited<ReturnType<typeof produtoQuery>>['data']>;
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

/** One product of `catalogo_pagina`'s jsonb, field by field into the same type the view query gives. */
function produtoDaPagina(p: JsonRecord): ProdutoCatalogo {
  const categoria = isJsonRecord(p.categoria) ? { id: jsonNumber(p.categoria.id), nome: jsonText(p.categoria.nome) } : null;
  return {
    id: jsonNumber(p.id),
    nome: jsonText(p.nome),
    descricao: jsonTextOrNull(p.descricao),
    codigo_barras: jsonTextOrNull(p.codigo_barras),
    preco_venda: jsonNumber(p.preco_venda),
    estoque_atual: jsonNumber(p.estoque_atual),
    categoria_id: jsonNumberOrNull(p.categoria_id),
    categoria,
    imagens: jsonRecords(p.imagens).map((i) => ({
      id: jsonNumber(i.id),
      tipo_imagem: jsonText(i.tipo_imagem),
      url_imagem: jsonText(i.url_imagem),
      created_at: jsonText(i.created_at),
    })),
    grades: jsonRecords(p.grades).map((g) => ({
      id: jsonNumber(g.id),
      cor: jsonText(g.cor),
      tamanho: jsonText(g.tamanho),
      cor_rgb: jsonTextOrNull(g.cor_rgb),
      estoque_atual: jsonNumber(g.estoque_atual),
    })),
  };
}

/** `{ total, pagina, produtos }` as the list kit's page. The function keeps the page within the last one. */
function paginaDoCatalogo(answer: Json): ListPage<ProdutoCatalogo> {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return {
    rows: jsonRecords(pagina.produtos).map(produtoDaPagina),
    total,
    page: Math.max(1, jsonNumber(pagina.pagina)),
    pageSize: POR_PAGINA,
    totalPages: Math.ceil(total / POR_PAGINA),
  };
}

export const catalogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategorias: build.query<Categoria[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    getCatalogo: build.query<ListPage<ProdutoCatalogo>, CatalogFilters>({
      queryFn: async (filters) => {
        // GET: a read, which the browser and any cache in between may treat as one.
        const result = await toApiResult(
          getSupabase().rpc(
            'catalogo_pagina',
            {
              p_busca: filters.busca,
              p_categoria: filters.categoria ?? undefined,
              p_preco_min: filters.precoMin,
              p_preco_max: filters.precoMax,
              p_ordem: filters.ordenacao,
              p_pagina: filters.page,
              p_por_pagina: POR_PAGINA,
            },
            { get: true },
          ),
        );
        return result.error ? result : { data: paginaDoCatalogo(result.data) };
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
        const result = await toApiResult(produtoQuery(id));
        return result.error ? result : { data: result.data ? sortEmbeds(result.data) : null };
      },
      providesTags: (_produto, _error, id) => [{ type: 'Produto', id }],
    }),
  }),
});

export const { useGetCategoriasQuery, useGetCatalogoQuery, useGetCatalogoSugestoesQuery, useGetProdutoCatalogoQuery } = catalogoApi;
