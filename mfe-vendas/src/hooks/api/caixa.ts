import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonRecords,
  jsonText,
  toApiResult,
  type Json,
  type Tables,
} from '@loja/shared-ui/platform';
import { centavos, type Centavos } from '../../components/dinheiro';

export type Caixa = Tables<'caixas'>;

/** The open cash session as resumo_caixa answers it, money in centavos. */
export interface ResumoCaixa {
  caixa: { id: number; aberto_em: string; valor_abertura: Centavos };
  dinheiroEsperado: Centavos;
  porForma: { forma: string; tipo: string; total: Centavos }[];
  sangrias: Centavos;
  suprimentos: Centavos;
}

/** What fechar_caixa answers: the summary at closing, the counted cash and the difference. */
export interface FechamentoCaixa extends ResumoCaixa {
  dinheiroContado: Centavos;
  diferenca: Centavos;
}

export function lerResumo(answer: Json): ResumoCaixa | null {
  if (!isJsonRecord(answer)) return null;
  const caixa = isJsonRecord(answer.caixa) ? answer.caixa : {};
  return {
    caixa: { id: jsonNumber(caixa.id), aberto_em: jsonText(caixa.aberto_em), valor_abertura: centavos(jsonNumber(caixa.valor_abertura)) },
    dinheiroEsperado: centavos(jsonNumber(answer.dinheiro_esperado)),
    porForma: jsonRecords(answer.por_forma).map((f) => ({ forma: jsonText(f.forma), tipo: jsonText(f.tipo), total: centavos(jsonNumber(f.total)) })),
    sangrias: centavos(jsonNumber(answer.sangrias)),
    suprimentos: centavos(jsonNumber(answer.suprimentos)),
  };
}

const CAIXA_TAG = { type: 'Caixa', id: 'ABERTO' } as const;

/**
 * The shop's cash session (migration 20261128000500): one open at a time; every counter sale and every
 * confirmed order puts its money in it. Every write is one checked database function.
 */
export const caixaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when no session is open. */
    getResumoCaixa: build.query<ResumoCaixa | null, void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().rpc('resumo_caixa'));
        return result.error ? result : { data: lerResumo(result.data) };
      },
      providesTags: [CAIXA_TAG],
    }),
    abrirCaixa: build.mutation<Caixa, string>({
      queryFn: (valorAbertura) => toApiResult(getSupabase().rpc('abrir_caixa', { p_valor_abertura: Number(valorAbertura) })),
      invalidatesTags: [CAIXA_TAG],
    }),
    movimentarCaixa: build.mutation<Tables<'movimentos_caixa'>, { tipo: 'sangria' | 'suprimento'; valor: string; motivo: string }>({
      queryFn: ({ tipo, valor, motivo }) =>
        toApiResult(getSupabase().rpc('movimentar_caixa', { p_tipo: tipo, p_valor: Number(valor), p_motivo: motivo })),
      invalidatesTags: [CAIXA_TAG],
    }),
    fecharCaixa: build.mutation<FechamentoCaixa, string>({
      queryFn: async (dinheiroContado) => {
        const result = await toApiResult(getSupabase().rpc('fechar_caixa', { p_dinheiro_contado: Number(dinheiroContado) }));
        if (result.error) return result;
        const resumo = lerResumo(result.data);
        const answer = isJsonRecord(result.data) ? result.data : {};
        if (!resumo) return { error: { message: 'Resposta inesperada ao fechar o caixa.' } };
        return { data: { ...resumo, dinheiroContado: centavos(jsonNumber(answer.dinheiro_contado)), diferenca: centavos(jsonNumber(answer.diferenca)) } };
      },
      invalidatesTags: [CAIXA_TAG],
    }),
  }),
});

export const { useGetResumoCaixaQuery, useAbrirCaixaMutation, useMovimentarCaixaMutation, useFecharCaixaMutation } = caixaApi;
