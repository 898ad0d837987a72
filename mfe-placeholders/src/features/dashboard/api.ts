import {
  api,
  getSupabase,
  jsonNumber,
  jsonNumberOrNull,
  jsonRecords,
  jsonText,
  toApiResult,
  type FunctionReturns,
} from '@loja/shared-ui/platform';

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
  }),
});

export const { useGetDashboardResumoQuery } = dashboardApi;
