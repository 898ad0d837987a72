import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonNumberOrNull,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  toApiResult,
  type Json,
  type JsonRecord,
} from '@loja/shared-ui/platform';
import type { Regra } from './regra';

/** The filters of the products the rule applies to (the URL keeps them). */
export interface FiltrosGestor {
  busca: string;
  categoria: number | null;
  fornecedor: number | null;
  cor: string;
  tamanho: string;
}

/**
 * Which of the matching products are selected: `todos` every match but `ids` (the unticked ones), or
 * only `ids` (the ticked ones). The database applies the same filters again, so nothing outside them
 * is ever repriced.
 */
export interface SelecaoGestor extends FiltrosGestor {
  todos: boolean;
  ids: number[];
}

export interface LinhaPrevia {
  id: number;
  nome: string;
  codigo_barras: string | null;
  categoria: string | null;
  /** preco_custo + preco_compra */
  custo: number;
  preco: number;
  selecionado: boolean;
  /** null: not selected, or no valid rule yet. */
  preco_novo: number | null;
  /** % over the price, null when the price is 0. */
  margem: number | null;
  margem_nova: number | null;
}

export interface PreviaPreco {
  total: number;
  selecionados: number;
  alterados: number;
  /** What "Aplicar" would refuse (the database's words), or null. */
  erro: string | null;
  linhas: LinhaPrevia[];
}

export interface PreviaArgs {
  selecao: SelecaoGestor;
  regra: Regra | null;
  page: number;
  pageSize: number;
  somenteSelecionados: boolean;
}

export interface OpcoesGestor {
  categorias: { id: number; nome: string }[];
  fornecedores: { id: number; nome: string }[];
  cores: string[];
  tamanhos: string[];
}

export interface LotePreco {
  id: number;
  criado_em: string;
  usuario: string | null;
  descricao: string;
  motivo: string;
  produtos: number;
  reverte_lote_id: number | null;
  revertido_por: number | null;
}

export interface LotesPage {
  total: number;
  linhas: LotePreco[];
}

export interface HistoricoPreco {
  id: number;
  alterado_em: string;
  usuario: string | null;
  preco_anterior: number | null;
  preco_novo: number;
  motivo: string | null;
  lote_id: number | null;
}

export interface LoteAplicado {
  lote_id: number;
  produtos: number;
}

/** The selection as gestor_preco_previa / gestor_preco_aplicar read it. */
export function selecaoJson(s: SelecaoGestor): Json {
  return { busca: s.busca, categoria_id: s.categoria, fornecedor_id: s.fornecedor, cor: s.cor, tamanho: s.tamanho, todos: s.todos, ids: s.ids };
}

const regraJson = (regra: Regra | null): Json => (regra ? { tipo: regra.tipo, valor: regra.valor, arredondamento: regra.arredondamento } : null);

function linhaPrevia(l: JsonRecord): LinhaPrevia {
  return {
    id: jsonNumber(l.id),
    nome: jsonText(l.nome),
    codigo_barras: jsonTextOrNull(l.codigo_barras),
    categoria: jsonTextOrNull(l.categoria),
    custo: jsonNumber(l.custo),
    preco: jsonNumber(l.preco),
    selecionado: l.selecionado === true,
    preco_novo: jsonNumberOrNull(l.preco_novo),
    margem: jsonNumberOrNull(l.margem),
    margem_nova: jsonNumberOrNull(l.margem_nova),
  };
}

const lote = (l: JsonRecord): LotePreco => ({
  id: jsonNumber(l.id),
  criado_em: jsonText(l.criado_em),
  usuario: jsonTextOrNull(l.usuario),
  descricao: jsonText(l.descricao),
  motivo: jsonText(l.motivo),
  produtos: jsonNumber(l.produtos),
  reverte_lote_id: jsonNumberOrNull(l.reverte_lote_id),
  revertido_por: jsonNumberOrNull(l.revertido_por),
});

const loteAplicado = (data: Json): LoteAplicado => {
  const r = isJsonRecord(data) ? data : {};
  return { lote_id: jsonNumber(r.lote_id), produtos: jsonNumber(r.produtos) };
};

// A batch changes products' prices: the stock screens, the product list and this screen read Produto LIST.
const PRODUTOS_LIST_TAG = { type: 'Produto', id: 'LIST' } as const;

/**
 * /estoque/gestor-preco (issue 27): the database functions of migration 20261130003100. The preview is one
 * call per page (the prices are computed there, never here); "Aplicar" and "Reverter" are one call each,
 * all or nothing, and invalidate every product read (their prices changed) with the batches and histories.
 */
export const gestorPrecoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGestorPrecoOpcoes: build.query<OpcoesGestor, void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().rpc('gestor_preco_opcoes'));
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        const nomeados = (valor: Json | undefined) => jsonRecords(valor).map((o) => ({ id: jsonNumber(o.id), nome: jsonText(o.nome) }));
        const textos = (valor: Json | undefined) => (Array.isArray(valor) ? valor.filter((v): v is string => typeof v === 'string') : []);
        return { data: { categorias: nomeados(r.categorias), fornecedores: nomeados(r.fornecedores), cores: textos(r.cores), tamanhos: textos(r.tamanhos) } };
      },
      providesTags: [PRODUTOS_LIST_TAG, { type: 'Categoria', id: 'LIST' }, { type: 'Fornecedor', id: 'LIST' }],
    }),
    getPreviaPreco: build.query<PreviaPreco, PreviaArgs>({
      queryFn: async ({ selecao, regra, page, pageSize, somenteSelecionados }) => {
        const result = await toApiResult(
          getSupabase().rpc('gestor_preco_previa', {
            p_selecao: selecaoJson(selecao),
            p_regra: regraJson(regra),
            p_pagina: page,
            p_por_pagina: pageSize,
            p_somente_selecionados: somenteSelecionados,
          }),
        );
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        return {
          data: {
            total: jsonNumber(r.total),
            selecionados: jsonNumber(r.selecionados),
            alterados: jsonNumber(r.alterados),
            erro: jsonTextOrNull(r.erro),
            linhas: jsonRecords(r.linhas).map(linhaPrevia),
          },
        };
      },
      providesTags: [PRODUTOS_LIST_TAG],
    }),
    aplicarReajustePreco: build.mutation<LoteAplicado, { selecao: SelecaoGestor; regra: Regra; motivo: string }>({
      queryFn: async ({ selecao, regra, motivo }) => {
        const result = await toApiResult(
          getSupabase().rpc('gestor_preco_aplicar', { p_selecao: selecaoJson(selecao), p_regra: regraJson(regra), p_motivo: motivo }),
        );
        return result.error ? result : { data: loteAplicado(result.data) };
      },
      invalidatesTags: [PRODUTOS_LIST_TAG],
    }),
    listLotesPreco: build.query<LotesPage, { page: number; pageSize: number }>({
      queryFn: async ({ page, pageSize }) => {
        const result = await toApiResult(getSupabase().rpc('gestor_preco_lotes', { p_pagina: page, p_por_pagina: pageSize }));
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        return { data: { total: jsonNumber(r.total), linhas: jsonRecords(r.linhas).map(lote) } };
      },
      providesTags: [PRODUTOS_LIST_TAG],
    }),
    /** p_confirmar: revert a product repriced after the batch too (the first call refuses, hint 'confirmar'). */
    reverterLotePreco: build.mutation<LoteAplicado, { loteId: number; confirmar: boolean }>({
      queryFn: async ({ loteId, confirmar }) => {
        const result = await toApiResult(getSupabase().rpc('gestor_preco_reverter', { p_lote_id: loteId, p_confirmar: confirmar }));
        return result.error ? result : { data: loteAplicado(result.data) };
      },
      invalidatesTags: [PRODUTOS_LIST_TAG],
    }),
    getHistoricoPreco: build.query<HistoricoPreco[], number>({
      queryFn: async (produtoId) => {
        const result = await toApiResult(getSupabase().rpc('gestor_preco_historico', { p_produto_id: produtoId }));
        if (result.error) return result;
        return {
          data: jsonRecords(result.data).map((h) => ({
            id: jsonNumber(h.id),
            alterado_em: jsonText(h.alterado_em),
            usuario: jsonTextOrNull(h.usuario),
            preco_anterior: jsonNumberOrNull(h.preco_anterior),
            preco_novo: jsonNumber(h.preco_novo),
            motivo: jsonTextOrNull(h.motivo),
            lote_id: jsonNumberOrNull(h.lote_id),
          })),
        };
      },
      providesTags: (_h, _e, produtoId) => [{ type: 'Produto', id: produtoId }, PRODUTOS_LIST_TAG],
    }),
  }),
});

export const {
  useGetGestorPrecoOpcoesQuery,
  useGetPreviaPrecoQuery,
  useAplicarReajustePrecoMutation,
  useListLotesPrecoQuery,
  useReverterLotePrecoMutation,
  useGetHistoricoPrecoQuery,
} = gestorPrecoApi;
