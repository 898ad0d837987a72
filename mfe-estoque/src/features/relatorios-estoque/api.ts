import { api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';
import { lerRespostaRelatorio, type LinhaResposta, type PaginaRelatorio } from '@loja/shared-ui/relatorios';

/** How `relatorio_estoque_valorizado` groups its lines. */
export type AgruparEstoque = 'categoria' | 'produto';

export interface EstoqueValorizadoArgs {
  agrupar: AgruparEstoque;
  /** categorias.id, or null for every category. */
  categoria: number | null;
  /** Only the products with stock and no confirmed sale in this many days (Produtos parados); null = every product. */
  semVendaDias: number | null;
  /** 1 to 50 000 (the export reads everything with 50 000). */
  limite: number;
  pagina: number;
}

/**
 * One line of the report: a product or a category. Money in reais as numbers (the function sends "1234.50";
 * `lerRespostaRelatorio` makes it a number).
 */
export interface LinhaEstoqueValorizado extends LinhaResposta {
  /** produtos.id or categorias.id as text ('0' = products without a category). */
  chave: string;
  /** The product's or category's name. */
  rotulo: string;
  /** The product's category (by category: the category itself). */
  categoria: string;
  produtos: number;
  unidades: number;
  valor_custo: number;
  valor_venda: number;
  /** Units sold in confirmed sales of the last 90 days, today included. */
  vendidas_90d: number;
  /** vendidas_90d ÷ unidades; null without stock. */
  giro: number | null;
  /** unidades × 90 ÷ vendidas_90d; null when nothing sold in 90 days. */
  dias_cobertura: number | null;
  /** 'aaaa-mm-dd' of the product's last confirmed sale; null when it never sold (and always by category). */
  ultima_venda: string | null;
}

export type TotaisEstoqueValorizado = Pick<
  LinhaEstoqueValorizado,
  'produtos' | 'unidades' | 'valor_custo' | 'valor_venda' | 'vendidas_90d' | 'giro' | 'dias_cobertura'
>;

export interface RelatorioEstoqueValorizado {
  /** The 90 days of sales behind giro and cover: `ate` is the shop's today. */
  periodo: { de: string; ate: string };
  linhas: LinhaEstoqueValorizado[];
  /** Over every product the filters keep, not just this page. */
  totais: TotaisEstoqueValorizado;
  pagina: PaginaRelatorio;
}

/**
 * `relatorio_estoque_valorizado`'s jsonb (migration 20261130008000) through the kit's decoder: money and giro
 * texts become numbers; a category's name stays text even if it reads like a number.
 */
export function lerEstoqueValorizado(json: unknown): RelatorioEstoqueValorizado {
  const r = lerRespostaRelatorio<LinhaEstoqueValorizado, TotaisEstoqueValorizado>(json, { textos: ['categoria', 'ultima_venda'] });
  return { periodo: r.periodo ?? { de: '', ate: '' }, linhas: r.linhas, totais: r.totais, pagina: r.pagina };
}

export type CategoriaRelatorio = Pick<Tables<'categorias'>, 'id' | 'nome'>;

/** Stock moves with movements, sales and exchanges; the product list tags cover prices and new products. */
const TAGS = [
  { type: 'Produto', id: 'LIST' },
  { type: 'Movimentacao', id: 'LIST' },
  { type: 'Venda', id: 'LIST' },
] as const;

/**
 * The stock reports (issue 28). Figures come only from `relatorio_estoque_valorizado` (staff only,
 * security invoker): the browser never adds rows up.
 */
export const relatoriosEstoqueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRelatorioEstoqueValorizado: build.query<RelatorioEstoqueValorizado, EstoqueValorizadoArgs>({
      queryFn: async (args) => {
        const result = await toApiResult(
          getSupabase().rpc('relatorio_estoque_valorizado', {
            p_agrupar: args.agrupar,
            // The generated Args type has no null for optional parameters; omitted = the function's default (null).
            ...(args.categoria === null ? {} : { p_categoria_id: args.categoria }),
            ...(args.semVendaDias === null ? {} : { p_sem_venda_dias: args.semVendaDias }),
            p_limite: args.limite,
            p_pagina: args.pagina,
          }),
        );
        if (result.error) return { error: result.error };
        try {
          return { data: lerEstoqueValorizado(result.data) };
        } catch (erro) {
          // Not a report (the decoder's "Resposta de relatório inválida."): the screen's error state.
          return { error: { message: erro instanceof Error ? erro.message : String(erro) } };
        }
      },
      providesTags: [...TAGS],
    }),
    /** The shop's name, printed at the top of every page of the PDF. */
    getNomeLojaRelatorioEstoque: build.query<string, void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().from('empresa_publica').select('nome').limit(1).maybeSingle());
        if (result.error) return { error: result.error };
        return { data: result.data?.nome ?? '' };
      },
      providesTags: [{ type: 'Empresa', id: 1 }],
    }),
    /** The categories of the reports' filter, by name. */
    listCategoriasRelatorioEstoque: build.query<CategoriaRelatorio[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome').order('id'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetRelatorioEstoqueValorizadoQuery,
  useLazyGetRelatorioEstoqueValorizadoQuery,
  useLazyGetNomeLojaRelatorioEstoqueQuery,
  useListCategoriasRelatorioEstoqueQuery,
} = relatoriosEstoqueApi;

/** Rows per screen page; the export reads everything the filters keep. */
export const LINHAS_POR_PAGINA = 50;
/** The most the function returns at once: the whole report in one read (the CSV of 50 000 rows is the budget). */
export const LIMITE_EXPORTACAO = 50_000;
