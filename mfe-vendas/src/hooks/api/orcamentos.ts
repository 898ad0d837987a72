import { api, getSupabase, isJsonRecord, jsonNumber, jsonNumberOrNull, jsonRecords, jsonText, jsonTextOrNull, toApiResult, type Json, type JsonRecord } from '@loja/shared-ui/platform';
import type { Carrinho, LinhaCarrinho } from '../../components';
import { centavos, type Centavos } from '../../components/dinheiro';

/** A quote's situação as the database decides it at read time (migration 20261128001200). */
export type SituacaoOrcamento = 'pendente' | 'aprovado' | 'expirado';

export const isSituacaoOrcamento = (valor: string): valor is SituacaoOrcamento => valor === 'pendente' || valor === 'aprovado' || valor === 'expirado';

export interface OrcamentoDetalhe {
  orcamento: {
    id: number;
    codigo: string;
    situacao: SituacaoOrcamento;
    cliente_id: number | null;
    cliente_nome: string | null;
    cliente_cpf: string | null;
    cliente_telefone: string | null;
    validade_dias: number;
    /** yyyy-MM-dd: the last day it holds. */
    valido_ate: string;
    observacoes: string | null;
    subtotal: Centavos;
    desconto: Centavos;
    total: Centavos;
    criado_em: string;
    criado_por_nome: string | null;
    venda_id: number | null;
    venda_codigo: string | null;
  };
  itens: {
    id: number;
    produto_id: number | null;
    grade_id: number | null;
    descricao: string;
    quantidade: number;
    preco_unitario: Centavos;
    desconto: Centavos;
    total: Centavos;
    /** The product is still sold in this colour and size. */
    vendavel: boolean;
    /** Today's price and what is available now (null when no longer sold). */
    preco_atual: Centavos | null;
    disponivel: number | null;
  }[];
}

const centavosOuNull = (valor: Json | undefined) => (jsonNumberOrNull(valor) === null ? null : centavos(jsonNumber(valor)));

export function lerOrcamentoDetalhe(answer: Json): OrcamentoDetalhe | null {
  if (!isJsonRecord(answer) || !isJsonRecord(answer.orcamento)) return null;
  const o: JsonRecord = answer.orcamento;
  const situacao = jsonText(o.situacao);
  return {
    orcamento: {
      id: jsonNumber(o.id),
      codigo: jsonText(o.codigo),
      situacao: isSituacaoOrcamento(situacao) ? situacao : 'pendente',
      cliente_id: jsonNumberOrNull(o.cliente_id),
      cliente_nome: jsonTextOrNull(o.cliente_nome),
      cliente_cpf: jsonTextOrNull(o.cliente_cpf),
      cliente_telefone: jsonTextOrNull(o.cliente_telefone),
      validade_dias: jsonNumber(o.validade_dias),
      valido_ate: jsonText(o.valido_ate),
      observacoes: jsonTextOrNull(o.observacoes),
      subtotal: centavos(jsonNumber(o.subtotal)),
      desconto: centavos(jsonNumber(o.desconto)),
      total: centavos(jsonNumber(o.total)),
      criado_em: jsonText(o.criado_em),
      criado_por_nome: jsonTextOrNull(o.criado_por_nome),
      venda_id: jsonNumberOrNull(o.venda_id),
      venda_codigo: jsonTextOrNull(o.venda_codigo),
    },
    itens: jsonRecords(answer.itens).map((i) => ({
      id: jsonNumber(i.id),
      produto_id: jsonNumberOrNull(i.produto_id),
      grade_id: jsonNumberOrNull(i.grade_id),
      descricao: jsonText(i.descricao),
      quantidade: jsonNumber(i.quantidade),
      preco_unitario: centavos(jsonNumber(i.preco_unitario)),
      desconto: centavos(jsonNumber(i.desconto)),
      total: centavos(jsonNumber(i.total)),
      vendavel: i.vendavel === true,
      preco_atual: centavosOuNull(i.preco_atual),
      disponivel: jsonNumberOrNull(i.disponivel),
    })),
  };
}

/** The texts of a quote brought into the counter sale ("Converter em venda"). */
export const ORCAMENTO_NA_VENDA_MESSAGES = {
  descricao: (codigo: string) => `Venda no balcão · Orçamento ${codigo}`,
  foraDeVenda: (descricoes: readonly string[]) => `Não estão mais à venda e ficaram fora: ${descricoes.join(', ')}.`,
  naoPendente: (codigo: string, situacao: SituacaoOrcamento) =>
    `O orçamento ${codigo} está ${situacao === 'aprovado' ? 'aprovado' : 'expirado'}: os itens não foram carregados.`,
  aprovado: (codigo: string) => `Orçamento ${codigo} aprovado.`,
  naoAprovado: 'A venda foi registrada, mas o orçamento não foi marcado como aprovado.',
} as const;

/**
 * The counter sale's cart from a quote: each line still sold at today's price (the sale charges the
 * database's price, so the cart shows that one) with its quantity, its discount (never above the line)
 * and what is available; the quote's discount on the whole. Lines no longer sold are left out and named.
 */
export function carrinhoDoOrcamento({ orcamento, itens }: OrcamentoDetalhe): { carrinho: Carrinho; foraDeVenda: string[] } {
  const linhas: LinhaCarrinho[] = [];
  const foraDeVenda: string[] = [];
  for (const item of itens) {
    if (!item.vendavel || item.produto_id === null || item.preco_atual === null) {
      foraDeVenda.push(item.descricao);
      continue;
    }
    linhas.push({
      produto_id: item.produto_id,
      grade_id: item.grade_id,
      descricao: item.descricao,
      preco: item.preco_atual,
      quantidade: item.quantidade,
      desconto: Math.min(item.desconto, item.preco_atual * item.quantidade),
      disponivel: item.disponivel,
    });
  }
  const subtotal = linhas.reduce((s, l) => s + l.preco * l.quantidade - l.desconto, 0);
  return { carrinho: { linhas, desconto: Math.min(orcamento.desconto, subtotal) }, foraDeVenda };
}

// Quotes share the sales' tag type (the shared api has no quote type): their ids are prefixed so
// they never meet a sale's. A sale changes the disponível the detail shows, so the sales' LIST too.
export const ORCAMENTOS_LIST_TAG = { type: 'Orcamento' as const, id: 'LIST' };
export const orcamentoTag = (id: number) => ({ type: 'Orcamento' as const, id });

/** A quote read for its page, its print and the counter sale; and the link of a sale to it. */
export const orcamentosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrcamentoDetalhe: build.query<OrcamentoDetalhe | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('orcamento_detalhe', { p_id: id }));
        return result.error ? result : { data: lerOrcamentoDetalhe(result.data) };
      },
      providesTags: (_o, _e, id) => [orcamentoTag(id), { type: 'Venda', id: 'LIST' }, { type: 'Produto', id: 'LIST' }],
    }),
    vincularOrcamentoVenda: build.mutation<void, { orcamentoId: number; vendaId: number }>({
      queryFn: async ({ orcamentoId, vendaId }) => {
        const result = await toApiResult(getSupabase().rpc('vincular_orcamento_venda', { p_orcamento_id: orcamentoId, p_venda_id: vendaId }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { orcamentoId }) => [ORCAMENTOS_LIST_TAG, orcamentoTag(orcamentoId)],
    }),
  }),
});

export const { useGetOrcamentoDetalheQuery, useVincularOrcamentoVendaMutation } = orcamentosApi;
