import { displaySize, formatBRL, onlyDigits, whatsappLink } from '@loja/shared-ui/format';
import { lineSubtotal, sumValor } from './totals';
import type { LinhaCobrada } from './pedido';
import type { SacolaItem } from './types';

export const CHECKOUT_GREETING = 'Olá! Gostaria de finalizar a minha compra:';

/**
 * One product block of the message: "*Produto n*", name, size/colour when present, quantity, subtotal. The
 * subtotal is the recorded line's (the price charged, a promotion's while it runs) when the order gives it.
 */
function productBlock(item: SacolaItem, index: number, cobradas: readonly LinhaCobrada[]): string {
  const grade = item.gradeSelecionada;
  const tamanho = displaySize(grade?.tamanho);
  const cor = grade?.cor?.trim();
  const lines = [`*Produto ${index + 1}*`, item.produto.nome];
  if (tamanho) lines.push(`Tamanho: ${tamanho}`);
  if (cor) lines.push(`Cor: ${cor}`);
  const cobrada = cobradas.find((l) => l.produtoId === item.produto.id && l.gradeId === (grade?.id ?? null));
  lines.push(`Quantidade: ${item.quantidade}`, `Subtotal: ${formatBRL(cobrada ? cobrada.total : lineSubtotal(item))}`);
  return lines.join('\n');
}

/**
 * The order as the chat message text (spec §7, "Checkout"): a greeting, a blank line,
 * one block per line of the sacola separated by blank lines, then the total in bold. With the
 * recorded order's number (issue 24), one line "Pedido V-000123" follows the greeting.
 */
export function buildCheckoutMessage(
  itens: readonly SacolaItem[],
  valorTotal: number,
  codigoPedido?: string,
  cobradas: readonly LinhaCobrada[] = [],
): string {
  const pedido = codigoPedido ? [`Pedido ${codigoPedido}`] : [];
  return [CHECKOUT_GREETING, ...pedido, ...itens.map((item, i) => productBlock(item, i, cobradas)), `*Total da compra: ${formatBRL(valorTotal)}*`].join(
    '\n\n',
  );
}

/** Whether the shop's number can take a chat link (area code + number: 10 digits or more). */
export const hasWhatsapp = (whatsapp: string | null | undefined) => onlyDigits(whatsapp).length >= 10;

/**
 * The wa.me link to the shop's number with the order prefilled, or null when the shop has
 * no usable number, so no broken link is opened. `pedido`: the recorded order, whose number
 * and total (the database's prices) the message carries.
 */
export function checkoutUrl(
  whatsapp: string | null | undefined,
  itens: readonly SacolaItem[],
  pedido?: { codigo: string; total: number; itens?: readonly LinhaCobrada[] },
): string | null {
  if (!hasWhatsapp(whatsapp)) return null;
  return whatsappLink(whatsapp, buildCheckoutMessage(itens, pedido?.total ?? sumValor(itens), pedido?.codigo, pedido?.itens));
}
