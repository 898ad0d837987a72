import { api, getSupabase, isJsonRecord, jsonNumber, jsonNumberOrNull, jsonRecords, jsonText, jsonTextOrNull, toApiResult, type Json, type JsonRecord } from '@loja/shared-ui/platform';

/**
 * The Trocas and Títulos reports (issue 28, migration 20261130008000): the database groups and totals
 * every figure (relatorio_trocas, relatorio_titulos); the browser only lays them out. Money arrives as
 * text with two decimals ("1234.50") and is read as reais; the screens format it, the CSV writes it bare.
 */

export type AgruparTrocas = 'motivo_tamanho' | 'motivo' | 'tamanho' | 'produto';
export const AGRUPAR_TROCAS: readonly AgruparTrocas[] = ['motivo_tamanho', 'motivo', 'tamanho', 'produto'];

export type LadoTitulos = 'ambos' | 'receber' | 'pagar';
export const LADOS_TITULOS: readonly LadoTitulos[] = ['ambos', 'receber', 'pagar'];
export type AgruparTitulos = 'situacao' | 'dia' | 'titulo';
export const AGRUPAR_TITULOS: readonly AgruparTitulos[] = ['situacao', 'dia', 'titulo'];

/** The page and period every relatorio_* answer carries. */
export interface PaginaRelatorio {
  pagina: number;
  limite: number;
  total_linhas: number;
}

export interface RespostaRelatorio<L, T> {
  periodo: { de: string; ate: string };
  linhas: L[];
  totais: T;
  pagina: PaginaRelatorio;
}

/** One group of returned items: a motivo × size cell, a motivo, a size or a product. */
export interface LinhaTrocas {
  chave: string;
  rotulo: string;
  motivo: string | null;
  tamanho: string | null;
  trocas: number;
  unidades: number;
  /** Reais, what was paid for the returned items. */
  valor: number;
  /** By product: units sold in the period, the % of them returned, units per motivo. */
  vendidas: number | null;
  percentual_devolvido: number | null;
  por_motivo: Record<string, number>;
}

export interface TotaisTrocas {
  trocas: number;
  unidades: number;
  valor_devolvido: number;
  valor_novo: number;
  por_motivo: Record<string, number>;
}

export interface LinhaTitulos {
  chave: string;
  rotulo: string;
  lado: 'receber' | 'pagar';
  situacao: string | null;
  vencimento: string | null;
  pessoa: string | null;
  titulos: number;
  valor: number;
  saldo: number;
  pago: number;
}

/** One side's totals, cancelled títulos left out (they are counted apart). */
export interface TotaisLado {
  titulos: number;
  valor: number;
  saldo: number;
  pago: number;
  vencido: number;
  cancelados: number;
}

export type TotaisTitulos = Partial<Record<'receber' | 'pagar', TotaisLado>>;

const registro = (valor: Json | undefined): JsonRecord => (isJsonRecord(valor) ? valor : {});
/** "1234.50" → 1234.5; what is not a number reads as 0 (the contract never sends null money). */
export const reaisDeTexto = (valor: Json | undefined): number => {
  const n = typeof valor === 'string' ? Number(valor) : typeof valor === 'number' ? valor : NaN;
  return Number.isFinite(n) ? n : 0;
};
const reaisOuNulo = (valor: Json | undefined): number | null => (valor === undefined || valor === null ? null : reaisDeTexto(valor));
const unidadesPorMotivo = (valor: Json | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(registro(valor)).map(([motivo, n]) => [motivo, jsonNumber(n)]));

function lerEnvelope<L, T>(json: Json, linha: (r: JsonRecord) => L, totais: (r: JsonRecord) => T): RespostaRelatorio<L, T> {
  const r = registro(json);
  const periodo = registro(r.periodo);
  const pagina = registro(r.pagina);
  return {
    periodo: { de: jsonText(periodo.de), ate: jsonText(periodo.ate) },
    linhas: jsonRecords(r.linhas).map(linha),
    totais: totais(registro(r.totais)),
    pagina: { pagina: jsonNumber(pagina.pagina), limite: jsonNumber(pagina.limite), total_linhas: jsonNumber(pagina.total_linhas) },
  };
}

/** Types relatorio_trocas' jsonb. */
export function lerRelatorioTrocas(json: Json): RespostaRelatorio<LinhaTrocas, TotaisTrocas> {
  return lerEnvelope(
    json,
    (l) => ({
      chave: jsonText(l.chave),
      rotulo: jsonText(l.rotulo),
      motivo: jsonTextOrNull(l.motivo),
      tamanho: jsonTextOrNull(l.tamanho),
      trocas: jsonNumber(l.trocas),
      unidades: jsonNumber(l.unidades),
      valor: reaisDeTexto(l.valor),
      vendidas: jsonNumberOrNull(l.vendidas),
      percentual_devolvido: reaisOuNulo(l.percentual_devolvido),
      por_motivo: unidadesPorMotivo(l.por_motivo),
    }),
    (t) => ({
      trocas: jsonNumber(t.trocas),
      unidades: jsonNumber(t.unidades),
      valor_devolvido: reaisDeTexto(t.valor_devolvido),
      valor_novo: reaisDeTexto(t.valor_novo),
      por_motivo: unidadesPorMotivo(t.por_motivo),
    }),
  );
}

const lerLado = (valor: Json | undefined): TotaisLado => {
  const t = registro(valor);
  return {
    titulos: jsonNumber(t.titulos),
    valor: reaisDeTexto(t.valor),
    saldo: reaisDeTexto(t.saldo),
    pago: reaisDeTexto(t.pago),
    vencido: reaisDeTexto(t.vencido),
    cancelados: jsonNumber(t.cancelados),
  };
};

/** Types relatorio_titulos' jsonb. */
export function lerRelatorioTitulos(json: Json): RespostaRelatorio<LinhaTitulos, TotaisTitulos> {
  return lerEnvelope(
    json,
    (l) => ({
      chave: jsonText(l.chave),
      rotulo: jsonText(l.rotulo),
      lado: jsonText(l.lado) === 'pagar' ? 'pagar' : 'receber',
      situacao: jsonTextOrNull(l.situacao),
      vencimento: jsonTextOrNull(l.vencimento),
      pessoa: jsonTextOrNull(l.pessoa),
      titulos: jsonNumber(l.titulos),
      valor: reaisDeTexto(l.valor),
      saldo: reaisDeTexto(l.saldo),
      pago: reaisDeTexto(l.pago),
    }),
    (t) => ({
      ...(t.receber === undefined ? {} : { receber: lerLado(t.receber) }),
      ...(t.pagar === undefined ? {} : { pagar: lerLado(t.pagar) }),
    }),
  );
}

export interface RelatorioTrocasArgs {
  de: string;
  ate: string;
  agrupar: AgruparTrocas;
  /** 50.000 with page 1: the whole period, for the export. */
  limite: number;
  pagina: number;
}

export interface RelatorioTitulosArgs {
  de: string;
  ate: string;
  lado: LadoTitulos;
  agrupar: AgruparTitulos;
  limite: number;
  pagina: number;
}

/** The most rows one call returns: the CSV of the whole period. */
export const LIMITE_EXPORTACAO = 50_000;

export const relatoriosFinanceiroApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRelatorioTrocas: build.query<RespostaRelatorio<LinhaTrocas, TotaisTrocas>, RelatorioTrocasArgs>({
      queryFn: async ({ de, ate, agrupar, limite, pagina }) => {
        const result = await toApiResult(
          getSupabase().rpc('relatorio_trocas', { p_de: de, p_ate: ate, p_agrupar: agrupar, p_limite: limite, p_pagina: pagina }, { get: true }),
        );
        return result.error ? result : { data: lerRelatorioTrocas(result.data) };
      },
      // A troca is recorded against a sale; the sales' exchange tag refreshes the report.
      providesTags: [{ type: 'Venda', id: 'TROCAS' }],
    }),
    getRelatorioTitulos: build.query<RespostaRelatorio<LinhaTitulos, TotaisTitulos>, RelatorioTitulosArgs>({
      queryFn: async ({ de, ate, lado, agrupar, limite, pagina }) => {
        const result = await toApiResult(
          getSupabase().rpc(
            'relatorio_titulos',
            { p_de: de, p_ate: ate, p_lado: lado === 'ambos' ? undefined : lado, p_agrupar: agrupar, p_limite: limite, p_pagina: pagina },
            { get: true },
          ),
        );
        return result.error ? result : { data: lerRelatorioTitulos(result.data) };
      },
      providesTags: [
        { type: 'Titulo', id: 'LIST' },
        { type: 'Venda', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetRelatorioTrocasQuery, useGetRelatorioTitulosQuery, useLazyGetRelatorioTrocasQuery, useLazyGetRelatorioTitulosQuery } =
  relatoriosFinanceiroApi;
