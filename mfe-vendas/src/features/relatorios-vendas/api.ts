import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';
import { lerRespostaRelatorio, numero, type LinhaResposta, type Periodo, type RespostaRelatorio, type ValorResposta } from '@loja/shared-ui/relatorios';

/**
 * The Vendas report (issue 28, `relatorio_vendas` of migration 20261130007000): the database groups and totals
 * every figure, compares with the previous period of the same length and adds the period's exchanges; the
 * browser lays them out.
 */

export type AgruparVendas = 'dia' | 'semana' | 'mes' | 'forma_pagamento' | 'vendedor' | 'origem';
export const AGRUPAMENTOS_VENDAS: readonly AgruparVendas[] = ['dia', 'semana', 'mes', 'forma_pagamento', 'vendedor', 'origem'];
/** Groupings by time: every bucket of the period (zeros too), no previous figure per line. */
export const porTempo = (agrupar: AgruparVendas): boolean => agrupar === 'dia' || agrupar === 'semana' || agrupar === 'mes';

/** Count, revenue, average ticket and discount given (reais). */
export interface NumerosVendas {
  vendas: number;
  faturamento: number;
  ticket_medio: number;
  desconto: number;
}

/** A bucket ('aaaa-mm-dd' of its first day) or a forma/vendedor/origem, with its previous-period figures then. */
export interface LinhaVendas extends NumerosVendas {
  chave: string;
  rotulo: string;
  anterior: NumerosVendas | null;
}

export interface TotaisVendas extends NumerosVendas {
  /** The period's exchanges, as the DRE counts them: new items add, returned items subtract. */
  trocas: { devolvido: number; novos: number; liquido: number };
  faturamento_liquido: number;
}

export interface RelatorioVendas {
  agrupar: AgruparVendas;
  periodo: Periodo;
  anterior: Periodo;
  linhas: LinhaVendas[];
  totais: TotaisVendas;
  totais_anterior: NumerosVendas;
  /** The database's variation in points (null when the previous period had none). */
  variacao: { vendas: number | null; faturamento: number | null };
  pagina: { pagina: number; limite: number; total_linhas: number };
}

type Registro = Record<string, ValorResposta>;
const registro = (v: ValorResposta | undefined): Registro => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {});
const numeroOuNulo = (v: ValorResposta | undefined): number | null => (v === null || v === undefined ? null : numero(v));

const lerNumeros = (r: Registro): NumerosVendas => ({
  vendas: numero(r.vendas),
  faturamento: numero(r.faturamento),
  ticket_medio: numero(r.ticket_medio),
  desconto: numero(r.desconto),
});

/** Types relatorio_vendas' jsonb (money texts already numbers through `lerRespostaRelatorio`). */
export function lerRelatorioVendas(json: unknown, agrupar: AgruparVendas): RelatorioVendas {
  const r: RespostaRelatorio<LinhaResposta> = lerRespostaRelatorio(json);
  const totais = registro(r.totais);
  const trocas = registro(totais.trocas);
  const variacao = registro(r.extras.variacao);
  const periodo = r.periodo ?? { de: '', ate: '' };
  return {
    agrupar,
    periodo,
    anterior: r.anterior ?? periodo,
    linhas: r.linhas.map((l) => ({
      chave: l.chave,
      rotulo: l.rotulo,
      ...lerNumeros(l),
      anterior: l.anterior === undefined || l.anterior === null ? null : lerNumeros(registro(l.anterior)),
    })),
    totais: {
      ...lerNumeros(totais),
      trocas: { devolvido: numero(trocas.devolvido), novos: numero(trocas.novos), liquido: numero(trocas.liquido) },
      faturamento_liquido: numero(totais.faturamento_liquido),
    },
    totais_anterior: lerNumeros(registro(r.totais_anterior ?? {})),
    variacao: { vendas: numeroOuNulo(variacao.vendas), faturamento: numeroOuNulo(variacao.faturamento) },
    pagina: r.pagina,
  };
}

export interface RelatorioVendasArgs {
  de: string;
  ate: string;
  agrupar: AgruparVendas;
  /** LIMITE_EXPORTACAO_VENDAS with page 1: the whole period, for the export. */
  limite: number;
  pagina: number;
}

/** The most rows one call returns: the CSV of the whole period. */
export const LIMITE_EXPORTACAO_VENDAS = 50_000;

export const relatorioVendasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRelatorioVendas: build.query<RelatorioVendas, RelatorioVendasArgs>({
      queryFn: async ({ de, ate, agrupar, limite, pagina }) => {
        const result = await toApiResult(
          getSupabase().rpc('relatorio_vendas', { p_de: de, p_ate: ate, p_agrupar: agrupar, p_limite: limite, p_pagina: pagina }, { get: true }),
        );
        return result.error ? result : { data: lerRelatorioVendas(result.data, agrupar) };
      },
      // A sale confirmed or cancelled, or an exchange, changes the figures.
      providesTags: [
        { type: 'Venda', id: 'LIST' },
        { type: 'Venda', id: 'TROCAS' },
      ],
    }),
  }),
});

export const { useGetRelatorioVendasQuery, useLazyGetRelatorioVendasQuery } = relatorioVendasApi;
