import { api, getSupabase, isJsonRecord, jsonNumber, jsonNumberOrNull, jsonText, jsonTextOrNull, toApiResult, type Json, type JsonRecord } from '@loja/shared-ui/platform';
import { lerRespostaRelatorio } from '@loja/shared-ui/relatorios';

/**
 * The product reports (issue 28, migration 20261130007000): Mais vendidos, Curva ABC and Margem. The
 * database groups, ranks, classifies and totals every figure (relatorio_mais_vendidos, relatorio_curva_abc,
 * relatorio_margem); the browser only lays them out. Money and percentages arrive as text with two decimals
 * ("1234.50", "37.25") and are read as numbers (reais, points) for display and export, never summed here.
 */

export type OrdemMaisVendidos = 'unidades' | 'receita' | 'margem';
export const ORDENS_MAIS_VENDIDOS: readonly OrdemMaisVendidos[] = ['unidades', 'receita', 'margem'];
export type CriterioAbc = 'receita' | 'margem' | 'unidades';
export const CRITERIOS_ABC: readonly CriterioAbc[] = ['receita', 'margem', 'unidades'];
export type AgruparMargem = 'produto' | 'categoria';
export const AGRUPAMENTOS_MARGEM: readonly AgruparMargem[] = ['produto', 'categoria'];
export type ClasseAbc = 'A' | 'B' | 'C';
export const CLASSES_ABC: readonly ClasseAbc[] = ['A', 'B', 'C'];

export interface PaginaRelatorioProdutos {
  pagina: number;
  limite: number;
  total_linhas: number;
}

/** The envelope every relatorio_* answer shares (README, Relatórios), with this report's lines and totals. */
export interface RespostaProdutos<L, T> {
  periodo: { de: string; ate: string };
  linhas: L[];
  totais: T;
  pagina: PaginaRelatorioProdutos;
}

/** Units, revenue, cost and margin: what Mais vendidos and Margem give per line and in total. */
export interface NumerosProduto {
  unidades: number;
  /** Reais, net of the sale's discount and of the period's exchanges. */
  receita: number;
  custo: number;
  margem: number;
  /** Points (37.25 = 37,25 %); null when there was no revenue. */
  margem_percentual: number | null;
}

/** A product, or (inside one product) a colour × size; `chave` null is the lines sold without a grade. */
export interface LinhaMaisVendidos extends NumerosProduto {
  posicao: number;
  chave: number | null;
  rotulo: string;
  cor: string | null;
  tamanho: string | null;
}

export interface LinhaCurvaAbc {
  posicao: number;
  chave: number;
  rotulo: string;
  /** The criterion's figure: reais for receita/margem, units for unidades. */
  valor: number;
  percentual: number;
  percentual_acumulado: number;
  classe: ClasseAbc;
  unidades: number;
  receita: number;
  margem: number;
}

export interface TotaisCurvaAbc {
  valor: number;
  itens: number;
  por_classe: Record<ClasseAbc, { itens: number; valor: number }>;
}

/** A product or a category (`chave` 0 is "Sem categoria"). */
export interface LinhaMargem extends NumerosProduto {
  chave: number;
  rotulo: string;
  categoria: string;
}

export type RelatorioMaisVendidos = RespostaProdutos<LinhaMaisVendidos, NumerosProduto>;
export type RelatorioCurvaAbc = RespostaProdutos<LinhaCurvaAbc, TotaisCurvaAbc>;
export type RelatorioMargem = RespostaProdutos<LinhaMargem, NumerosProduto>;

const registro = (valor: Json | undefined): JsonRecord => (isJsonRecord(valor) ? valor : {});
/** "1234.50" (or a number) → 1234.5; anything else 0: the contract never sends null money. */
export const numeroDeTexto = (valor: Json | undefined): number => {
  const n = typeof valor === 'string' ? Number(valor) : typeof valor === 'number' ? valor : NaN;
  return Number.isFinite(n) ? n : 0;
};
const numeroOuNulo = (valor: Json | undefined): number | null => (valor === undefined || valor === null ? null : numeroDeTexto(valor));

/**
 * The common envelope through the kit's decoder (`lerRespostaRelatorio`: it refuses a non-report, so the screen
 * shows its error, and turns money/percent texts into numbers; `categoria` is a name and stays text), then this
 * report's lines and totals typed field by field.
 */
function lerEnvelope<L, T>(json: Json, linha: (r: JsonRecord) => L, totais: (r: JsonRecord) => T): RespostaProdutos<L, T> {
  const r = lerRespostaRelatorio(json, { textos: ['categoria', 'classe'] });
  return {
    periodo: r.periodo ?? { de: '', ate: '' },
    linhas: r.linhas.map((l) => linha(l as JsonRecord)),
    totais: totais(r.totais as JsonRecord),
    pagina: r.pagina,
  };
}

const lerNumeros = (l: JsonRecord): NumerosProduto => ({
  unidades: jsonNumber(l.unidades),
  receita: numeroDeTexto(l.receita),
  custo: numeroDeTexto(l.custo),
  margem: numeroDeTexto(l.margem),
  margem_percentual: numeroOuNulo(l.margem_percentual),
});

/** Types relatorio_mais_vendidos' jsonb. */
export function lerMaisVendidos(json: Json): RelatorioMaisVendidos {
  return lerEnvelope(
    json,
    (l) => ({
      posicao: jsonNumber(l.posicao),
      chave: jsonNumberOrNull(l.chave),
      rotulo: jsonText(l.rotulo),
      cor: jsonTextOrNull(l.cor),
      tamanho: jsonTextOrNull(l.tamanho),
      ...lerNumeros(l),
    }),
    lerNumeros,
  );
}

const classe = (valor: Json | undefined): ClasseAbc => (valor === 'A' || valor === 'B' ? valor : 'C');

/** Types relatorio_curva_abc's jsonb. */
export function lerCurvaAbc(json: Json): RelatorioCurvaAbc {
  return lerEnvelope(
    json,
    (l) => ({
      posicao: jsonNumber(l.posicao),
      chave: jsonNumber(l.chave),
      rotulo: jsonText(l.rotulo),
      valor: numeroDeTexto(l.valor),
      percentual: numeroDeTexto(l.percentual),
      percentual_acumulado: numeroDeTexto(l.percentual_acumulado),
      classe: classe(l.classe),
      unidades: jsonNumber(l.unidades),
      receita: numeroDeTexto(l.receita),
      margem: numeroDeTexto(l.margem),
    }),
    (t) => {
      const porClasse = registro(t.por_classe);
      const daClasse = (c: ClasseAbc) => {
        const x = registro(porClasse[c]);
        return { itens: jsonNumber(x.itens), valor: numeroDeTexto(x.valor) };
      };
      return { valor: numeroDeTexto(t.valor), itens: jsonNumber(t.itens), por_classe: { A: daClasse('A'), B: daClasse('B'), C: daClasse('C') } };
    },
  );
}

/** Types relatorio_margem's jsonb. */
export function lerMargem(json: Json): RelatorioMargem {
  return lerEnvelope(
    json,
    (l) => ({ chave: jsonNumber(l.chave), rotulo: jsonText(l.rotulo), categoria: jsonText(l.categoria), ...lerNumeros(l) }),
    lerNumeros,
  );
}

interface ArgsPeriodo {
  de: string;
  ate: string;
  /** LIMITE_EXPORTACAO with page 1: the whole period, for the export. */
  limite: number;
  pagina: number;
}

export interface MaisVendidosArgs extends ArgsPeriodo {
  /** A product: its colour × size lines instead of one line per product. */
  produto: number | null;
  categoria: number | null;
  ordem: OrdemMaisVendidos;
}

export interface CurvaAbcArgs extends ArgsPeriodo {
  criterio: CriterioAbc;
}

export interface MargemArgs extends ArgsPeriodo {
  agrupar: AgruparMargem;
  categoria: number | null;
}

export interface CategoriaRelatorio {
  id: number;
  nome: string;
}

/** The most rows one call returns: the CSV of the whole period. */
export const LIMITE_EXPORTACAO_PRODUTOS = 50_000;

/** Sales confirmed or cancelled and exchanges change every figure here. */
const TAGS_VENDAS = [
  { type: 'Venda', id: 'LIST' },
  { type: 'Venda', id: 'TROCAS' },
] as const;

export const relatoriosProdutosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRelatorioMaisVendidos: build.query<RelatorioMaisVendidos, MaisVendidosArgs>({
      queryFn: async ({ de, ate, produto, categoria, ordem, limite, pagina }) => {
        const result = await toApiResult(
          getSupabase().rpc(
            'relatorio_mais_vendidos',
            { p_de: de, p_ate: ate, p_produto_id: produto ?? undefined, p_categoria_id: categoria ?? undefined, p_ordem: ordem, p_limite: limite, p_pagina: pagina },
            { get: true },
          ),
        );
        return result.error ? result : { data: lerMaisVendidos(result.data) };
      },
      providesTags: [...TAGS_VENDAS],
    }),
    getRelatorioCurvaAbc: build.query<RelatorioCurvaAbc, CurvaAbcArgs>({
      queryFn: async ({ de, ate, criterio, limite, pagina }) => {
        const result = await toApiResult(
          getSupabase().rpc('relatorio_curva_abc', { p_de: de, p_ate: ate, p_criterio: criterio, p_limite: limite, p_pagina: pagina }, { get: true }),
        );
        return result.error ? result : { data: lerCurvaAbc(result.data) };
      },
      providesTags: [...TAGS_VENDAS],
    }),
    getRelatorioMargem: build.query<RelatorioMargem, MargemArgs>({
      queryFn: async ({ de, ate, agrupar, categoria, limite, pagina }) => {
        const result = await toApiResult(
          getSupabase().rpc(
            'relatorio_margem',
            { p_de: de, p_ate: ate, p_agrupar: agrupar, p_categoria_id: categoria ?? undefined, p_limite: limite, p_pagina: pagina },
            { get: true },
          ),
        );
        return result.error ? result : { data: lerMargem(result.data) };
      },
      providesTags: [...TAGS_VENDAS],
    }),
    /** The product categories for the reports' filter. */
    getCategoriasRelatorioProdutos: build.query<CategoriaRelatorio[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    /** The chosen product's name, for the title of its colour × size lines (the function answers only grades). */
    getProdutoRelatorio: build.query<CategoriaRelatorio, number>({
      queryFn: (id) => toApiResult(getSupabase().from('produtos').select('id, nome').eq('id', id).single()),
      providesTags: (_r, _e, id) => [{ type: 'Produto', id }],
    }),
  }),
});

export const {
  useGetRelatorioMaisVendidosQuery,
  useGetRelatorioCurvaAbcQuery,
  useGetRelatorioMargemQuery,
  useLazyGetRelatorioMaisVendidosQuery,
  useLazyGetRelatorioCurvaAbcQuery,
  useLazyGetRelatorioMargemQuery,
  useGetCategoriasRelatorioProdutosQuery,
  useGetProdutoRelatorioQuery,
} = relatoriosProdutosApi;
