import { api, getSupabase, toApiResult, type ApiError, type Json } from '@loja/shared-ui/platform';
import {
  lerRelatorioAniversariantes,
  lerRelatorioClientes,
  lerRelatorioFornecedores,
  type LinhaAniversariantes,
  type LinhaClientes,
  type LinhaFornecedores,
  type Resposta,
  type TotaisAniversariantes,
  type TotaisClientes,
  type TotaisFornecedores,
} from './respostas';

/**
 * The register reports under /relatorios (issue 28): one database function each, run as the signed-in staff
 * member (security invoker, staff only). A screen asks for one page (`limite` rows); the export asks for the
 * whole period in one call (`limite` 50,000, the functions' cap). The functions are `stable`, so the call is a
 * GET (PostgREST runs it read-only).
 */

/** A period report's page: de/ate 'aaaa-mm-dd', inclusive, the shop's days. */
export interface ArgsPeriodo {
  de: string;
  ate: string;
  pagina: number;
  limite: number;
}

/** A month's birthdays: mes 1-12. */
export interface ArgsAniversariantes {
  mes: number;
  pagina: number;
  limite: number;
}

/** The most rows a function returns in one call: the whole period, for the CSV and the PDF. */
export const LIMITE_EXPORTACAO = 50_000;

/** The decoded answer, or the decoder's refusal of something that is not a report as the endpoint's error. */
function decodificar<R>(ler: (json: Json) => R, json: Json): { data: R } | { error: ApiError } {
  try {
    return { data: ler(json) };
  } catch (erro) {
    return { error: { message: erro instanceof Error ? erro.message : String(erro) } };
  }
}

export const relatoriosCadastrosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Top customers by the period's confirmed sales (consumidor final apart in the totals). */
    getRelatorioClientes: build.query<Resposta<LinhaClientes, TotaisClientes>, ArgsPeriodo>({
      queryFn: async ({ de, ate, pagina, limite }) => {
        const r = await toApiResult(getSupabase().rpc('relatorio_clientes', { p_de: de, p_ate: ate, p_pagina: pagina, p_limite: limite }, { get: true }));
        return r.error ? r : decodificar(lerRelatorioClientes, r.data);
      },
      providesTags: [
        { type: 'Venda', id: 'LIST' },
        { type: 'Cliente', id: 'LIST' },
      ],
    }),
    /** Active customers born in the month, with what the WhatsApp greeting needs. */
    getRelatorioAniversariantes: build.query<Resposta<LinhaAniversariantes, TotaisAniversariantes>, ArgsAniversariantes>({
      queryFn: async ({ mes, pagina, limite }) => {
        const r = await toApiResult(getSupabase().rpc('relatorio_aniversariantes', { p_mes: mes, p_pagina: pagina, p_limite: limite }, { get: true }));
        return r.error ? r : decodificar(lerRelatorioAniversariantes, r.data);
      },
      providesTags: [
        { type: 'Cliente', id: 'LIST' },
        { type: 'Venda', id: 'LIST' },
      ],
    }),
    /** Purchases per supplier: ordered and received in the period, still to come now. */
    getRelatorioFornecedores: build.query<Resposta<LinhaFornecedores, TotaisFornecedores>, ArgsPeriodo>({
      queryFn: async ({ de, ate, pagina, limite }) => {
        const r = await toApiResult(getSupabase().rpc('relatorio_fornecedores', { p_de: de, p_ate: ate, p_pagina: pagina, p_limite: limite }, { get: true }));
        return r.error ? r : decodificar(lerRelatorioFornecedores, r.data);
      },
      providesTags: [
        { type: 'Compra', id: 'LIST' },
        { type: 'Fornecedor', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetRelatorioClientesQuery, useGetRelatorioAniversariantesQuery, useGetRelatorioFornecedoresQuery } = relatoriosCadastrosApi;
