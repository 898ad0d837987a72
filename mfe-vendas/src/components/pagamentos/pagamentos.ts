import type { FormaPagamento, PagamentoParaVenda } from '../../hooks/api';
import type { Centavos } from '../dinheiro';

/** A payment added at the counter, before the sale is recorded. */
export interface PagamentoAdicionado extends PagamentoParaVenda {
  /** The form's name and type, for the list and the receipt. */
  nome: string;
  tipo: FormaPagamento['tipo'];
}

/** What the payments still owe of the total (0 when covered). */
export const faltando = (total: Centavos, pagamentos: readonly PagamentoParaVenda[]): Centavos =>
  Math.max(total - pagamentos.reduce((soma, p) => soma + p.valor, 0), 0);

/** The change handed back: what dinheiro received beyond its part. */
export const trocoDe = (pagamentos: readonly PagamentoParaVenda[]): Centavos =>
  pagamentos.reduce((soma, p) => soma + (p.valor_recebido !== null && p.valor_recebido > p.valor ? p.valor_recebido - p.valor : 0), 0);

export type RecusaPagamento = 'valor' | 'acima' | 'recebido' | 'parcelas';

/**
 * Why a payment cannot be added (the database refuses the same, this saves the round trip): no
 * amount, more than what is missing, dinheiro received below its amount, installments outside the
 * form's range. null when it can.
 */
export function recusaDoPagamento(
  forma: Pick<FormaPagamento, 'tipo' | 'maximo_parcelas'>,
  { valor, valor_recebido, parcelas }: Pick<PagamentoParaVenda, 'valor' | 'valor_recebido' | 'parcelas'>,
  falta: Centavos,
): RecusaPagamento | null {
  if (!(valor > 0)) return 'valor';
  if (valor > falta) return 'acima';
  if (forma.tipo === 'dinheiro' && valor_recebido !== null && valor_recebido < valor) return 'recebido';
  if (!Number.isInteger(parcelas) || parcelas < 1 || parcelas > forma.maximo_parcelas) return 'parcelas';
  return null;
}
