import {
  getPublicClient,
  isJsonRecord,
  jsonNumber,
  jsonNumberOrNull,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  type Database,
  type Json,
  type JsonRecord,
  type ListPage,
  type Tables,
  type Views,
} from '@loja/shared-ui/platform/core';
import { POR_PAGINA, type CatalogFilters } from './filters';

/*
 * The storefront's reads without RTK Query (issue 25 §2): the types, the decoders and the requests the
 * endpoints of ./api.ts make, also used by the start of /catalogo before RTK Query is loaded
 * (./dadosIniciais.ts), so the first page and the categories are read the same way either way.
 */

/**
 * The catalogue comes from the database's functions, never from the tables: `catalogo_pagina`
 * (migration 20261128000200: the count, the page's ids by a plain indexed query, then the embeds of
 * those twelve only, in one request) and `catalogo_produto` (one product, a shared link), both with
 * each product's and grade's **disponível** (migration 20261128000700, issue 24): its stock minus what
 * pending, unexpired orders reserve. The storefront sells only that: 0 is ESGOTADO, a grade with 0
 * cannot be chosen, and the bag holds at most that many.
 *
 * Every read here is public (the same answer for a visitor and a signed-in person), so it goes
 * through the anon-key PostgREST client and never waits for supabase-js (issue 25 §2).
 */
type CatalogoView = Views<'catalogo_produtos'>;

export type Categoria = Pick<Tables<'categorias'>, 'id' | 'nome'>;
export type ProdutoImagem = Pick<Tables<'produto_imagens'>, 'id' | 'tipo_imagem' | 'url_imagem' | 'created_at'>;
export type GradeProduto = Pick<Tables<'grades_produto'>, 'id' | 'cor' | 'tamanho' | 'cor_rgb'> & {
  /** Units that can still be sold (estoque − reserved by pending orders), never below 0. */
  disponivel: number;
};

/** A product as the storefront shows it: the public columns of `catalogo_produtos` and what the functions join. */
export type ProdutoCatalogo = Pick<CatalogoView, 'id' | 'nome' | 'descricao' | 'codigo_barras' | 'preco_venda' | 'categoria_id'> & {
  /**
   * The price charged now (issue 27): a running promotion's, else preco_venda. The card, the bag, the
   * order and the price filter and order all use it (migration 20261130004000).
   */
  preco_atual: number;
  /**
   * The "de" of "de R$ X por R$ Y": the regular price, only when it has been the product's price since
   * 30 days before the promotion started (price history; a made-up "de" is forbidden). Null: show only
   * preco_atual.
   */
  preco_de: number | null;
  /** The product's disponível (with grades: the sum of theirs); 0 is sold out. */
  disponivel: number;
  categoria: Categoria | null;
  /** Newest first (the spec's order), so "the first principal" is the current one. */
  imagens: ProdutoImagem[];
  /** In creation order. */
  grades: GradeProduto[];
};

/** A product offered under "Você quis dizer…": the function's row type in the generated Database. */
export type SugestaoBusca = Database['public']['Functions']['catalogo_sugestoes']['Returns'][number];

/** One product of the functions' jsonb, field by field (the database already sorted the embeds). */
export function produtoDoBanco(p: JsonRecord): ProdutoCatalogo {
  const categoria = isJsonRecord(p.categoria) ? { id: jsonNumber(p.categoria.id), nome: jsonText(p.categoria.nome) } : null;
  return {
    id: jsonNumber(p.id),
    nome: jsonText(p.nome),
    descricao: jsonTextOrNull(p.descricao),
    codigo_barras: jsonTextOrNull(p.codigo_barras),
    preco_venda: jsonNumber(p.preco_venda),
    preco_atual: jsonNumber(p.preco_atual ?? p.preco_venda),
    preco_de: jsonNumberOrNull(p.preco_de),
    disponivel: jsonNumber(p.disponivel),
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
      disponivel: jsonNumber(g.disponivel),
    })),
  };
}

/** `{ total, pagina, produtos }` as the list kit's page. The function keeps the page within the last one. */
export function paginaDoCatalogo(answer: Json): ListPage<ProdutoCatalogo> {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return {
    rows: jsonRecords(pagina.produtos).map(produtoDoBanco),
    total,
    page: Math.max(1, jsonNumber(pagina.pagina)),
    pageSize: POR_PAGINA,
    totalPages: Math.ceil(total / POR_PAGINA),
  };
}

/** The categories, by name (the strip's and the filters' order). */
export const lerCategorias = () => getPublicClient().from('categorias').select('id, nome').order('nome');

/** The grid's page for `filters`: `catalogo_pagina` by GET (a read, which the browser and any cache in between may treat as one). */
export const lerPaginaDoCatalogo = (filters: CatalogFilters) =>
  getPublicClient().rpc(
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
  );
