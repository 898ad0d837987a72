import { api, getSupabase, toApiResult, type Json } from '@loja/shared-ui/platform';
import { lerRespostaRelatorio, numero, type PaginaRelatorio, type ValorResposta } from '@loja/shared-ui/relatorios';

/**
 * The Trocas and Títulos reports (issue 28, migration 20261130008000): the database groups and totals
 * every figure (relatorio_trocas, relatorio_titulos); the browser only lays them out. Money arrives as
 * text with two decimals ("1234.50"); `lerRespostaRelatorio` reads it as reais, and the fields are typed here.
 */

export type AgruparTrocas = 'motivo_tamanho' | 'motivo' | 'tamanho' | 'produto';
export const AGRUPAR_TROCAS: readonly AgruparTrocas[] = ['motivo_tamanho', 'motivo', 'tamanho', 'produto'];

export type LadoTitulos = 'ambos' | 'receber' | 'pagar';
export const LADOS_TITULOS: readonly LadoTitulos[] = ['ambos', 'receber', 'pagar'];
export type AgruparTitulos = 'situacao' | 'dia' | 'titulo';
export const AGRUPAR_TITULOS: readonly AgruparTitulos[] = ['situacao', 'dia', 'titulo'];

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

const registro = (valor: ValorResposta | undefined): Record<string, ValorResposta> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? valor : {};
const texto = (valor: ValorResposta | undefined): string => (typeof valor === 'string' ? valor : '');
const textoOuNulo = (valor: ValorResposta | undefined): string | null => (typeof valor === 'string' ? valor : null);
/** lerRespostaRelatorio made money and percent texts numbers; a missing one (jsonb_strip_nulls) reads as null. */
const numeroOuNulo = (valor: ValorResposta | undefined): number | null => (valor === undefined || valor === null ? null : numero(valor));
const unidadesPorMotivo = (valor: ValorResposta | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(registro(valor)).map(([motivo, n]) => [motivo, numero(n)]));

/** The shared decoder (money texts to numbers), then this report's fields typed. */
function lerEnvelope<L, T>(
  json: Json,
  linha: (r: Record<string, ValorResposta>) => L,
  totais: (r: Record<string, ValorResposta>) => T,
): RespostaRelatorio<L, T> {
  const r = lerRespostaRelatorio(json);
  return {
    periodo: r.periodo ?? { de: '', ate: '' },
    linhas: r.linhas.map(linha),
    totais: totais(r.totais),
    pagina: r.pagina,
  };
}

/** Types relatorio_trocas' jsonb. */
export function lerRelatorioTrocas(json: Json): RespostaRelatorio<LinhaTrocas, TotaisTrocas> {
  return lerEnvelope(
    json,
    (l) => ({
      chave: texto(l.chave),
      rotulo: texto(l.rotulo),
      motivo: textoOuNulo(l.motivo),
      tamanho: textoOuNulo(l.tamanho),
      trocas: numero(l.trocas),
      unidades: numero(l.unidades),
      valor: numero(l.valor),
      vendidas: numeroOuNulo(l.vendidas),
      percentual_devolvido: numeroOuNulo(l.percentual_devolvido),
      por_motivo: unidadesPorMotivo(l.por_motivo),
    }),
    (t) => ({
      trocas: numero(t.trocas),
      unidades: numero(t.unidades),
      valor_devolvido: numero(t.valor_devolvido),
      valor_novo: numero(t.valor_novo),
      por_motivo: unidadesPorMotivo(t.por_motivo),
    }),
  );
}

const lerLado = (valor: ValorResposta | undefined): TotaisLado => {
  const t = registro(valor);
  return {
    titulos: numero(t.titulos),
    valor: numero(t.valor),
    saldo: numero(t.saldo),
    pago: numero(t.pago),
    vencido: numero(t.vencido),
    cancelados: numero(t.cancelados),
  };
};

/** Types relatorio_titulos' jsonb. */
export function lerRelatorioTitulos(json: Json): RespostaRelatorio<LinhaTitulos, TotaisTitulos> {
  return lerEnvelope(
    json,
    (l) => ({
      chave: texto(l.chave),
      rotulo: texto(l.rotulo),
      lado: texto(l.lado) === 'pagar' ? 'pagar' : 'receber',
      situacao: textoOuNulo(l.situacao),
      vencimento: textoOuNulo(l.vencimento),
      pessoa: textoOuNulo(l.pessoa),
      titulos: numero(l.titulos),
      valor: numero(l.valor),
      saldo: numero(l.saldo),
      pago: numero(l.pago),
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
