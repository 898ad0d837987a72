import { api, getSupabase, isJsonRecord, jsonNumber, jsonRecords, jsonText, toApiResult, type Json, type JsonRecord } from '@loja/shared-ui/platform';
import { centavos, type Centavos } from '../../components';
import type { Agrupar } from './params';

/** A conta financeira with its balance when the period opens and when it ends (realised money only). */
export interface ContaFluxo {
  id: number;
  nome: string;
  tipo: string;
  ativo: boolean;
  saldo_inicial: Centavos;
  saldo_final: Centavos;
}

/** One day or month of the period. */
export interface PeriodoFluxo {
  /** yyyy-MM-dd: the day, or the month's first day. */
  periodo: string;
  entradas: Centavos;
  saidas: Centavos;
  entradas_previstas: Centavos;
  saidas_previstas: Centavos;
  /** Every conta's realised balance at the period's end, added up. */
  saldo: Centavos;
  /** saldo + the planned flow up to the period's end. */
  saldo_previsto: Centavos;
  /** Each conta's realised balance at the period's end, by conta id. */
  saldos: Record<number, Centavos>;
}

export interface FluxoCaixa {
  de: string;
  ate: string;
  agrupar: Agrupar;
  hoje: string;
  contas: ContaFluxo[];
  periodos: PeriodoFluxo[];
  totais: {
    saldo_inicial: Centavos;
    entradas: Centavos;
    saidas: Centavos;
    entradas_previstas: Centavos;
    saidas_previstas: Centavos;
    saldo_final: Centavos;
    saldo_previsto: Centavos;
  };
  /** Open títulos due before today (not in the periods' planned flow). */
  vencidos: { receber: Centavos; pagar: Centavos };
  /** Sangrias and suprimentos of the period: moves inside the shop's cash, in no balance. */
  movimentos_internos: { sangrias: Centavos; suprimentos: Centavos };
}

const registro = (valor: Json | undefined): JsonRecord => (isJsonRecord(valor) ? valor : {});
const reais = (valor: Json | undefined): Centavos => centavos(jsonNumber(valor));

/** Types fluxo_caixa's jsonb, money in integer centavos. */
export function toFluxoCaixa(json: Json): FluxoCaixa {
  const r = registro(json);
  const totais = registro(r.totais);
  const vencidos = registro(r.vencidos);
  const internos = registro(r.movimentos_internos);
  return {
    de: jsonText(r.de),
    ate: jsonText(r.ate),
    agrupar: jsonText(r.agrupar) === 'dia' ? 'dia' : 'mes',
    hoje: jsonText(r.hoje),
    contas: jsonRecords(r.contas).map((c) => ({
      id: jsonNumber(c.id),
      nome: jsonText(c.nome),
      tipo: jsonText(c.tipo),
      ativo: c.ativo === true,
      saldo_inicial: reais(c.saldo_inicial),
      saldo_final: reais(c.saldo_final),
    })),
    periodos: jsonRecords(r.periodos).map((p) => {
      const saldos = registro(p.saldos);
      return {
        periodo: jsonText(p.periodo),
        entradas: reais(p.entradas),
        saidas: reais(p.saidas),
        entradas_previstas: reais(p.entradas_previstas),
        saidas_previstas: reais(p.saidas_previstas),
        saldo: reais(p.saldo),
        saldo_previsto: reais(p.saldo_previsto),
        saldos: Object.fromEntries(Object.entries(saldos).map(([id, valor]) => [Number(id), reais(valor)])),
      };
    }),
    totais: {
      saldo_inicial: reais(totais.saldo_inicial),
      entradas: reais(totais.entradas),
      saidas: reais(totais.saidas),
      entradas_previstas: reais(totais.entradas_previstas),
      saidas_previstas: reais(totais.saidas_previstas),
      saldo_final: reais(totais.saldo_final),
      saldo_previsto: reais(totais.saldo_previsto),
    },
    vencidos: { receber: reais(vencidos.receber), pagar: reais(vencidos.pagar) },
    movimentos_internos: { sangrias: reais(internos.sangrias), suprimentos: reais(internos.suprimentos) },
  };
}

export interface FluxoArgs {
  de: string;
  ate: string;
  agrupar: Agrupar;
}

/**
 * /financeiro/fluxo-de-caixa's one request (fluxo_caixa, migration 20261129003000): the database sums
 * the baixas and títulos; the browser only draws. Baixas and títulos change through the contas'
 * screens and every sale: the títulos' and sales' LIST tags refresh it.
 */
export const fluxoCaixaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFluxoCaixa: build.query<FluxoCaixa, FluxoArgs>({
      queryFn: async ({ de, ate, agrupar }) => {
        const result = await toApiResult(getSupabase().rpc('fluxo_caixa', { p_de: de, p_ate: ate, p_agrupar: agrupar }, { get: true }));
        return result.error ? result : { data: toFluxoCaixa(result.data) };
      },
      providesTags: [
        { type: 'Titulo', id: 'LIST' },
        { type: 'Venda', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetFluxoCaixaQuery } = fluxoCaixaApi;
