import type { Carrinho } from '../../components';
import { problemaDoCarrinho, totais } from '../../components';
import { ORCAMENTOS_MESSAGES } from './messages';

/** Today in the shop's time zone, yyyy-MM-dd (the database dates quotes the same way). */
export const hojeNaLoja = (agora = new Date()): string => agora.toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

/** The last day a quote made now holds: today (São Paulo) + the days, yyyy-MM-dd. */
export function validoAte(dias: number, agora = new Date()): string {
  const dia = new Date(`${hojeNaLoja(agora)}T12:00:00Z`);
  dia.setUTCDate(dia.getUTCDate() + dias);
  return dia.toISOString().slice(0, 10);
}

/** The validity typed: a whole number of days from 1 to 90, or null. */
export function lerValidade(texto: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(texto)) return null;
  const dias = Number(texto);
  return dias >= 1 && dias <= 90 ? dias : null;
}

/**
 * Why the quote cannot be saved as it is, in the database's words: no line, a validity out of range,
 * a discount above the quote or above what a funcionário may give. Stock is not a reason: a quote
 * reserves nothing and the sale made from it checks what is available.
 */
export function problemaDoOrcamento(carrinho: Carrinho, validade: string, limite: { descontoMaximo: number; admin: boolean }): string | null {
  if (carrinho.linhas.length === 0) return ORCAMENTOS_MESSAGES.semItens;
  if (lerValidade(validade) === null) return ORCAMENTOS_MESSAGES.validadeInvalida;
  if (carrinho.desconto > totais(carrinho).subtotal) return ORCAMENTOS_MESSAGES.descontoAcima;
  const semEstoque = { ...carrinho, linhas: carrinho.linhas.map((l) => ({ ...l, disponivel: null })) };
  return problemaDoCarrinho(semEstoque, limite);
}
