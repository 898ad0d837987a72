import { api, getSupabase, isJsonRecord, jsonNumber, jsonNumberOrNull, jsonRecords, jsonText, toApiResult, type ApiError, type Json } from '@loja/shared-ui/platform';
import type { SacolaItem } from './types';

/** The order the database recorded (registrar_pedido, migration 20261128000400). */
export interface PedidoRegistrado {
  id: number;
  /** As printed and sent in the message: "V-000123". */
  codigo: string;
  total: number;
  /** Each line as recorded, at the price charged (a promotion's while it runs; issue 27). */
  itens: LinhaCobrada[];
}

/** One recorded line: its product and grade, and what the database charged for it. */
export interface LinhaCobrada {
  produtoId: number;
  gradeId: number | null;
  total: number;
}

/** A line the database refused, as its `details` name it: the bag sets it to what is left (0 removes it). */
export interface LinhaRecusada {
  produtoId: number;
  gradeId: number | null;
  disponivel: number;
}

/** The bag's lines as the function takes them: product, grade and quantity; prices come from the database. */
export const linhasDoPedido = (itens: readonly SacolaItem[]) =>
  itens.map((item) => ({ produto_id: item.produto.id, grade_id: item.gradeSelecionada?.id ?? null, quantidade: item.quantidade }));

function pedidoRegistrado(answer: Json): PedidoRegistrado {
  const pedido = isJsonRecord(answer) ? answer : {};
  return {
    id: jsonNumber(pedido.id),
    codigo: jsonText(pedido.codigo),
    total: jsonNumber(pedido.total),
    itens: jsonRecords(pedido.itens).map((i) => ({ produtoId: jsonNumber(i.produto_id), gradeId: jsonNumberOrNull(i.grade_id), total: jsonNumber(i.total) })),
  };
}

/** The line a refusal names (hint estoque_insuficiente or produto_indisponivel), or null. */
export function linhaRecusada(error: ApiError): LinhaRecusada | null {
  if (error.hint !== 'estoque_insuficiente' && error.hint !== 'produto_indisponivel') return null;
  try {
    const linha: Json = JSON.parse(error.details ?? '');
    if (!isJsonRecord(linha)) return null;
    return { produtoId: jsonNumber(linha.produto_id), gradeId: jsonNumberOrNull(linha.grade_id), disponivel: jsonNumber(linha.disponivel) };
  } catch {
    return null;
  }
}

export const pedidoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Records the bag as a pending order that reserves its units; then the WhatsApp message carries its number. */
    registrarPedido: build.mutation<PedidoRegistrado, readonly SacolaItem[]>({
      queryFn: async (itens) => {
        const result = await toApiResult(getSupabase().rpc('registrar_pedido', { p_itens: linhasDoPedido(itens) }));
        return result.error ? result : { data: pedidoRegistrado(result.data) };
      },
      // The units it reserved are no longer available on the product pages; Meus pedidos has one more.
      invalidatesTags: [
        { type: 'Produto', id: 'LIST' },
        { type: 'Venda', id: 'LIST' },
      ],
    }),
  }),
});

export const { useRegistrarPedidoMutation } = pedidoApi;
