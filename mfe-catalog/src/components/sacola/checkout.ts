import { displaySize, formatBRL, onlyDigits, whatsappLink } from '@loja/shared-ui/format';
import { lineSubtotal, sumValor } from './totals';
import type { SacolaItem } from './types';

export const CHECKOUT_GREETING = 'Olá! Gostaria de finalizar a minha compra:';

/** One product block of the message: "*Produto n*", name, size/colour when present, quantity, subtotal. */
function productBlock(item: SacolaItem, index: number): string {
  const grade = item.gradeSelecionada;
  const tamanho = displaySize(grade?.tamanho);
  const cor = grade?.cor?.trim();
  const lines = [`*Produto ${index + 1}*`, item.produto.nome];
  if (tamanho) lines.push(`Tamanho: ${tamanho}`);
  if (cor) lines.push(`Cor: ${cor}`);
  lines.push(`Quantidade: ${item.quantidade}`, `Subtotal: ${formatBRL(lineSubtotal(item))}`);
  return lines.join('\n');
}

/**
 * The order as the chat message text (spec §7, "Checkout"): a greeting, a blank line,
 * one block per line of the sacola separated by blank lines, then the total in bold.
 */
export function buildCheckoutMessage(itens: readonly SacolaItem[], valorTotal: number): string {
  return [CHECKOUT_GREETING, ...itens.map(productBlock), `*Total da compra: ${formatBRL(valorTotal)}*`].join('\n\n');
}

/**
 * The wa.me link to the shop's number with the order prefilled, or null when the shop has
 * no usable number (fewer than 10 digits: area code + number), so no broken link is opened.
 */
export function checkoutUrl(whatsapp: string | null | undefined, itens: readonly SacolaItem[]): string | null {
  if (onlyDigits(whatsapp).length < 10) return null;
  return whatsappLink(whatsapp, buildCheckoutMessage(itens, sumValor(itens)));
}
