import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  toApiResult,
  type FunctionArgs,
  type Json,
  type JsonRecord,
  type ListPage,
  type ListPageArgs,
} from '@loja/shared-ui/platform';
import { centavos, emReais, type Centavos } from '../../components';
import { ORCAMENTOS_LIST_TAG, isSituacaoOrcamento, orcamentoTag, type SituacaoOrcamento } from '../../hooks';
import type { LinhaParaVenda } from '../../hooks';
import type { StatusFiltro } from './params';

export interface OrcamentoListRow {
  id: number;
  codigo: string;
  situacao: SituacaoOrcamento;
  cliente_nome: string | null;
  itens: number;
  total: Centavos;
  criado_em: string;
  /** yyyy-MM-dd */
  valido_ate: string;
}

export interface OrcamentosArgs extends ListPageArgs {
  busca: string;
  status: StatusFiltro;
}

/** The page plus the money of every filtered quote, and of the approved ones alone. */
export interface OrcamentosPage extends ListPage<OrcamentoListRow> {
  valor: Centavos;
  valorAprovado: Centavos;
}

function linhaDaPagina(o: JsonRecord): OrcamentoListRow {
  const situacao = jsonText(o.situacao);
  return {
    id: jsonNumber(o.id),
    codigo: jsonText(o.codigo),
    situacao: isSituacaoOrcamento(situacao) ? situacao : 'pendente',
    cliente_nome: jsonTextOrNull(o.cliente_nome),
    itens: jsonNumber(o.itens),
    total: centavos(jsonNumber(o.total)),
    criado_em: jsonText(o.criado_em),
    valido_ate: jsonText(o.valido_ate),
  };
}

function paginaDeOrcamentos(answer: Json, { page, pageSize }: ListPageArgs): OrcamentosPage {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return {
    rows: jsonRecords(pagina.linhas).map(linhaDaPagina),
    total,
    page,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    valor: centavos(jsonNumber(pagina.valor)),
    valorAprovado: centavos(jsonNumber(pagina.valor_aprovado)),
  };
}

export interface NovoOrcamento {
  itens: LinhaParaVenda[];
  clienteId: number | null;
  desconto: Centavos;
  validadeDias: number;
  observacoes: string;
}

export interface OrcamentoRegistrado {
  id: number;
  codigo: string;
}

/** /vendas/orcamento: one page from orcamentos_pagina, and a new quote through registrar_orcamento (migration 20261128001200). */
export const orcamentosListApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrcamentos: build.query<OrcamentosPage, OrcamentosArgs>({
      queryFn: async (args) => {
        const params: FunctionArgs<'orcamentos_pagina'> = {
          p_busca: args.busca,
          p_status: args.status === 'todos' ? undefined : args.status,
          p_pagina: args.page,
          p_por_pagina: args.pageSize,
        };
        const result = await toApiResult(getSupabase().rpc('orcamentos_pagina', params, { get: true }));
        return result.error ? result : { data: paginaDeOrcamentos(result.data, args) };
      },
      // A sale linked to a quote approves it: the sales' LIST tag refreshes the list too.
      providesTags: (page) => [...(page?.rows.map(({ id }) => orcamentoTag(id)) ?? []), ORCAMENTOS_LIST_TAG, { type: 'Venda', id: 'LIST' }],
    }),
    registrarOrcamento: build.mutation<OrcamentoRegistrado, NovoOrcamento>({
      queryFn: async ({ itens, clienteId, desconto, validadeDias, observacoes }) => {
        const result = await toApiResult(
          getSupabase().rpc('registrar_orcamento', {
            p_itens: itens.map((l) => ({ produto_id: l.produto_id, grade_id: l.grade_id, quantidade: l.quantidade, desconto: emReais(l.desconto) })),
            // The generated Args type it as required and non-null; the function takes null ("Consumidor final").
            p_cliente_id: clienteId as number,
            p_desconto: Number(emReais(desconto)),
            p_validade_dias: validadeDias,
            p_observacoes: observacoes,
          }),
        );
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        return { data: { id: jsonNumber(r.id), codigo: jsonText(r.codigo) } };
      },
      invalidatesTags: [ORCAMENTOS_LIST_TAG],
    }),
  }),
});

export const { useListOrcamentosQuery, useRegistrarOrcamentoMutation } = orcamentosListApi;
