import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonNumberOrNull,
  jsonRecords,
  jsonText,
  toApiResult,
  type FunctionReturns,
  type Json,
} from '@loja/shared-ui/platform';
import { centavos } from './dados';

/** A product at or under its minimum stock (or with a grade that is), as the dashboard lists it. */
export interface AlertaEstoque {
  id: number;
  nome: string;
  estoque_atual: number;
  estoque_minimo: number;
  /** How many of its grades are at or under their own minimum. */
  grades_baixas: number;
}

/** Active products and their units in one category (categoria_id null: products without one). */
export interface EstoqueCategoria {
  categoria_id: number | null;
  categoria: string;
  produtos: number;
  unidades: number;
}

type ResumoRow = FunctionReturns<'dashboard_resumo'>[number];

/** The function's row with its two jsonb columns typed. */
export type DashboardResumo = Omit<ResumoRow, 'alertas' | 'estoque_por_categoria'> & {
  alertas: AlertaEstoque[];
  estoque_por_categoria: EstoqueCategoria[];
};

/** How many low-stock products the dashboard lists (and charts); the total is always counted. */
export const DASHBOARD_LIMITE_ALERTAS = 8;

/** Types the jsonb the function builds with jsonb_build_object. */
export function toDashboardResumo(row: ResumoRow): DashboardResumo {
  return {
    ...row,
    alertas: jsonRecords(row.alertas).map((a) => ({
      id: jsonNumber(a.id),
      nome: jsonText(a.nome),
      estoque_atual: jsonNumber(a.estoque_atual),
      estoque_minimo: jsonNumber(a.estoque_minimo),
      grades_baixas: jsonNumber(a.grades_baixas),
    })),
    estoque_por_categoria: jsonRecords(row.estoque_por_categoria).map((c) => ({
      categoria_id: jsonNumberOrNull(c.categoria_id),
      categoria: jsonText(c.categoria),
      produtos: jsonNumber(c.produtos),
      unidades: jsonNumber(c.unidades),
    })),
  };
}

/** One of the last 30 days: the sales confirmed on it (São Paulo's day) and their total. */
export interface VendasDia {
  /** yyyy-MM-dd */
  dia: string;
  vendas: number;
  total_centavos: number;
}

/** One of the newest confirmed or pending sales. */
export interface VendaRecente {
  id: number;
  /** V-000123 */
  codigo: string;
  /** The register's cliente, the storefront login that ordered, or "Consumidor final". */
  cliente: string;
  /** yyyy-MM-dd, the day it was made in São Paulo. */
  data: string;
  total_centavos: number;
  /** pendente or confirmada (dashboard_vendas lists no other). */
  situacao: string;
}

/**
 * The sales figures of dashboard_vendas (its migration spells out each definition): confirmed sales
 * of the current month in São Paulo time, their revenue and average, per day of the last 30 days, the
 * 5 newest sales. Money in integer centavos (the function sends "214.80" as text: no float on the way).
 */
export interface DashboardVendas {
  /** The month counted, its first day (yyyy-MM-dd). */
  mes: string;
  hoje: string;
  vendas_mes: number;
  faturamento_centavos: number;
  ticket_medio_centavos: number;
  por_dia: VendasDia[];
  recentes: VendaRecente[];
}

/** Types the jsonb that dashboard_vendas builds. */
export function toDashboardVendas(json: Json): DashboardVendas {
  const r = isJsonRecord(json) ? json : {};
  return {
    mes: jsonText(r.mes),
    hoje: jsonText(r.hoje),
    vendas_mes: jsonNumber(r.vendas_mes),
    faturamento_centavos: centavos(jsonText(r.faturamento_mes)),
    ticket_medio_centavos: centavos(jsonText(r.ticket_medio)),
    por_dia: jsonRecords(r.por_dia).map((d) => ({
      dia: jsonText(d.dia),
      vendas: jsonNumber(d.vendas),
      total_centavos: centavos(jsonText(d.total)),
    })),
    recentes: jsonRecords(r.recentes).map((v) => ({
      id: jsonNumber(v.id),
      codigo: jsonText(v.codigo),
      cliente: jsonText(v.cliente),
      data: jsonText(v.data),
      total_centavos: centavos(jsonText(v.total)),
      situacao: jsonText(v.situacao),
    })),
  };
}

/** Open títulos: how many and their open saldo, in integer centavos. */
export interface ContasDoDia {
  quantidade: number;
  valor_centavos: number;
}

/**
 * The finance cards (issue 26, dashboard_financeiro in migration 20261129003000): the open títulos due
 * today in São Paulo per side, and the overdue ones (due before today), their count and each side's saldo.
 */
export interface DashboardFinanceiro {
  hoje: string;
  receber_hoje: ContasDoDia;
  pagar_hoje: ContasDoDia;
  vencidas: { quantidade: number; receber_centavos: number; pagar_centavos: number };
}

/** A numeric the function sends as a JSON number (250.5) in centavos, through its decimal text: no float sums. */
const centavosDeNumero = (valor: Json | undefined) => centavos(String(jsonNumber(valor)));

/** Types the jsonb that dashboard_financeiro builds. */
export function toDashboardFinanceiro(json: Json): DashboardFinanceiro {
  const r = isJsonRecord(json) ? json : {};
  const dia = (valor: Json | undefined): ContasDoDia => {
    const d = isJsonRecord(valor) ? valor : {};
    return { quantidade: jsonNumber(d.quantidade), valor_centavos: centavosDeNumero(d.valor) };
  };
  const vencidas = isJsonRecord(r.vencidas) ? r.vencidas : {};
  return {
    hoje: jsonText(r.hoje),
    receber_hoje: dia(r.receber_hoje),
    pagar_hoje: dia(r.pagar_hoje),
    vencidas: {
      quantidade: jsonNumber(vencidas.quantidade),
      receber_centavos: centavosDeNumero(vencidas.receber),
      pagar_centavos: centavosDeNumero(vencidas.pagar),
    },
  };
}

/**
 * The dashboard's real figures (DESIGN): one call to dashboard_resumo, which counts in the database
 * so the totals are exact at any size, and refuses anyone who is not staff (42501).
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardResumo: build.query<DashboardResumo, void>({
      queryFn: async () => {
        const result = await toApiResult(
          getSupabase().rpc('dashboard_resumo', { p_limite_alertas: DASHBOARD_LIMITE_ALERTAS }).single(),
        );
        return result.error ? { error: result.error } : { data: toDashboardResumo(result.data) };
      },
      // Customers and stock change through many endpoints of other remotes; rather than couple this
      // figure to all their tags, every visit to the dashboard reads it afresh.
      keepUnusedDataFor: 0,
      providesTags: ['Dashboard'],
    }),
    // The sales figures: a call of their own, so a failure of one leaves the other's figures standing.
    getDashboardVendas: build.query<DashboardVendas, void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().rpc('dashboard_vendas'));
        return result.error ? { error: result.error } : { data: toDashboardVendas(result.data) };
      },
      // Sales are made in another remote (mfe-vendas): read afresh on every visit, and again when a
      // sale's list changes while the dashboard is open.
      keepUnusedDataFor: 0,
      providesTags: ['Dashboard', { type: 'Venda', id: 'LIST' }],
    }),
    // The finance cards: a call of their own too (a user without finance access would lose only these).
    getDashboardFinanceiro: build.query<DashboardFinanceiro, void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().rpc('dashboard_financeiro'));
        return result.error ? { error: result.error } : { data: toDashboardFinanceiro(result.data) };
      },
      // Títulos change in mfe-vendas (contas, baixas, every sale): read afresh on every visit.
      keepUnusedDataFor: 0,
      providesTags: ['Dashboard', { type: 'Titulo', id: 'LIST' }, { type: 'Venda', id: 'LIST' }],
    }),
  }),
});

export const { useGetDashboardResumoQuery, useGetDashboardVendasQuery, useGetDashboardFinanceiroQuery } = dashboardApi;
