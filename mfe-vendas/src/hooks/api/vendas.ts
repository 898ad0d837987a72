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
import { centavos, emReais, type Centavos } from '../../components/dinheiro';

/** A line as the sale functions take it: finalizar_venda, alterar_pedido. */
export interface LinhaParaVenda {
  produto_id: number;
  grade_id: number | null;
  quantidade: number;
  desconto: Centavos;
}

/** A payment as _registrar_pagamentos takes it. */
export interface PagamentoParaVenda {
  forma_pagamento_id: number;
  valor: Centavos;
  parcelas: number;
  /** Dinheiro only: what the customer handed over. */
  valor_recebido: Centavos | null;
  /** Vale-troca only: the vale's code (issue 26). */
  vale_codigo?: string | null;
}

export interface VendaRegistrada {
  id: number;
  codigo: string;
  total: Centavos;
  troco: Centavos;
}

export interface VendaDetalhe {
  venda: {
    id: number;
    codigo: string;
    origem: 'catalogo' | 'balcao';
    situacao: string;
    subtotal: Centavos;
    desconto: Centavos;
    total: Centavos;
    criada_em: string;
    reserva_expira_em: string | null;
    cliente_nome: string | null;
    cliente_cpf: string | null;
    cpf_na_nota: string | null;
    comprador_nome: string | null;
    comprador_telefone: string | null;
    vendedor_nome: string | null;
    observacoes: string | null;
    motivo_cancelamento: string | null;
  };
  itens: {
    id: number;
    produto_id: number;
    grade_id: number | null;
    descricao: string;
    codigo_barras: string | null;
    quantidade: number;
    preco_unitario: Centavos;
    desconto: Centavos;
    total: Centavos;
  }[];
  pagamentos: { id: number; forma: string; tipo: string; valor: Centavos; parcelas: number; valor_recebido: Centavos | null; troco: Centavos | null }[];
  movimentacoes: { id: number; tipo: string; produto_nome: string; cor: string | null; tamanho: string | null; quantidade: number; motivo: string; data_movimentacao: string }[];
  historico: { evento: string; quando: string; por: string | null; motivo: string | null }[];
}

const reaisOuNull = (valor: Json | undefined) => (jsonNumberOrNull(valor) === null ? null : centavos(jsonNumber(valor)));

function lerDetalhe(answer: Json): VendaDetalhe | null {
  if (!isJsonRecord(answer) || !isJsonRecord(answer.venda)) return null;
  const v: JsonRecord = answer.venda;
  return {
    venda: {
      id: jsonNumber(v.id),
      codigo: jsonText(v.codigo),
      origem: jsonText(v.origem) === 'catalogo' ? 'catalogo' : 'balcao',
      situacao: jsonText(v.situacao),
      subtotal: centavos(jsonNumber(v.subtotal)),
      desconto: centavos(jsonNumber(v.desconto)),
      total: centavos(jsonNumber(v.total)),
      criada_em: jsonText(v.criada_em),
      reserva_expira_em: jsonTextOrNull(v.reserva_expira_em),
      cliente_nome: jsonTextOrNull(v.cliente_nome),
      cliente_cpf: jsonTextOrNull(v.cliente_cpf),
      cpf_na_nota: jsonTextOrNull(v.cpf_na_nota),
      comprador_nome: jsonTextOrNull(v.comprador_nome),
      comprador_telefone: jsonTextOrNull(v.comprador_telefone),
      vendedor_nome: jsonTextOrNull(v.vendedor_nome),
      observacoes: jsonTextOrNull(v.observacoes),
      motivo_cancelamento: jsonTextOrNull(v.motivo_cancelamento),
    },
    itens: jsonRecords(answer.itens).map((i) => ({
      id: jsonNumber(i.id),
      produto_id: jsonNumber(i.produto_id),
      grade_id: jsonNumberOrNull(i.grade_id),
      descricao: jsonText(i.descricao),
      codigo_barras: jsonTextOrNull(i.codigo_barras),
      quantidade: jsonNumber(i.quantidade),
      preco_unitario: centavos(jsonNumber(i.preco_unitario)),
      desconto: centavos(jsonNumber(i.desconto)),
      total: centavos(jsonNumber(i.total)),
    })),
    pagamentos: jsonRecords(answer.pagamentos).map((p) => ({
      id: jsonNumber(p.id),
      forma: jsonText(p.forma),
      tipo: jsonText(p.tipo),
      valor: centavos(jsonNumber(p.valor)),
      parcelas: jsonNumber(p.parcelas),
      valor_recebido: reaisOuNull(p.valor_recebido),
      troco: reaisOuNull(p.troco),
    })),
    movimentacoes: jsonRecords(answer.movimentacoes).map((m) => ({
      id: jsonNumber(m.id),
      tipo: jsonText(m.tipo),
      produto_nome: jsonText(m.produto_nome),
      cor: jsonTextOrNull(m.cor),
      tamanho: jsonTextOrNull(m.tamanho),
      quantidade: jsonNumber(m.quantidade),
      motivo: jsonText(m.motivo),
      data_movimentacao: jsonText(m.data_movimentacao),
    })),
    historico: jsonRecords(answer.historico).map((h) => ({
      evento: jsonText(h.evento),
      quando: jsonText(h.quando),
      por: jsonTextOrNull(h.por),
      motivo: jsonTextOrNull(h.motivo),
    })),
  };
}

function lerRegistrada(answer: Json): VendaRegistrada {
  const r = isJsonRecord(answer) ? answer : {};
  return { id: jsonNumber(r.id), codigo: jsonText(r.codigo), total: centavos(jsonNumber(r.total)), troco: centavos(jsonNumber(r.troco)) };
}

const linhasParaBanco = (linhas: readonly LinhaParaVenda[]) =>
  linhas.map((l) => ({ produto_id: l.produto_id, grade_id: l.grade_id, quantidade: l.quantidade, desconto: emReais(l.desconto) }));

const pagamentosParaBanco = (pagamentos: readonly PagamentoParaVenda[]) =>
  pagamentos.map((p) => ({
    forma_pagamento_id: p.forma_pagamento_id,
    valor: emReais(p.valor),
    parcelas: p.parcelas,
    valor_recebido: p.valor_recebido === null ? null : emReais(p.valor_recebido),
    vale_codigo: p.vale_codigo ?? null,
  }));

/** What a sale changes: the lists, its page, the cash session and the products' disponível. */
const mudancasDaVenda = (id?: number) => [
  { type: 'Venda' as const, id: 'LIST' },
  ...(id ? [{ type: 'Venda' as const, id }] : []),
  { type: 'Caixa' as const, id: 'ABERTO' },
  { type: 'Produto' as const, id: 'LIST' },
  { type: 'Dashboard' as const },
];

/**
 * A sale read for its page and receipt, and every write on a sale (migrations 20261128000500/0600):
 * each one database function, all or nothing, refusing in Portuguese.
 */
export const vendasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendaDetalhe: build.query<VendaDetalhe | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('venda_detalhe', { p_venda_id: id }));
        return result.error ? result : { data: lerDetalhe(result.data) };
      },
      providesTags: (_venda, _error, id) => [{ type: 'Venda', id }],
    }),
    finalizarVenda: build.mutation<
      VendaRegistrada,
      { itens: LinhaParaVenda[]; pagamentos: PagamentoParaVenda[]; clienteId: number | null; cpfNaNota: string; desconto: Centavos; observacoes: string }
    >({
      queryFn: async ({ itens, pagamentos, clienteId, cpfNaNota, desconto, observacoes }) => {
        const result = await toApiResult(
          getSupabase().rpc('finalizar_venda', {
            p_itens: linhasParaBanco(itens),
            p_pagamentos: pagamentosParaBanco(pagamentos),
            // The generated Args type these as required and non-null; the function takes null.
            p_cliente_id: clienteId as number,
            p_cpf_na_nota: cpfNaNota,
            p_desconto: Number(emReais(desconto)),
            p_observacoes: observacoes,
          }),
        );
        return result.error ? result : { data: lerRegistrada(result.data) };
      },
      invalidatesTags: () => mudancasDaVenda(),
    }),
    confirmarPedido: build.mutation<VendaRegistrada, { id: number; pagamentos: PagamentoParaVenda[] }>({
      queryFn: async ({ id, pagamentos }) => {
        const result = await toApiResult(getSupabase().rpc('confirmar_pedido', { p_venda_id: id, p_pagamentos: pagamentosParaBanco(pagamentos) }));
        return result.error ? result : { data: lerRegistrada(result.data) };
      },
      invalidatesTags: (_r, _e, { id }) => mudancasDaVenda(id),
    }),
    alterarPedido: build.mutation<void, { id: number; itens: LinhaParaVenda[]; desconto: Centavos }>({
      queryFn: async ({ id, itens, desconto }) => {
        const result = await toApiResult(
          getSupabase().rpc('alterar_pedido', { p_venda_id: id, p_itens: linhasParaBanco(itens), p_desconto: Number(emReais(desconto)) }),
        );
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { id }) => mudancasDaVenda(id),
    }),
    cancelarVenda: build.mutation<void, { id: number; motivo: string }>({
      queryFn: async ({ id, motivo }) => {
        const result = await toApiResult(getSupabase().rpc('cancelar_venda', { p_venda_id: id, p_motivo: motivo }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { id }) => mudancasDaVenda(id),
    }),
  }),
});

export const {
  useGetVendaDetalheQuery,
  useFinalizarVendaMutation,
  useConfirmarPedidoMutation,
  useAlterarPedidoMutation,
  useCancelarVendaMutation,
} = vendasApi;
