import type { SacolaItem } from './types';

/** Rounds to cents so sums of prices never show float noise (0.1 + 0.2). */
function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** preco_venda × quantidade of one line. */
export function lineSubtotal(item: SacolaItem): number {
  return toCents(item.produto.preco_venda * item.quantidade);
}

/** Sum of quantidade over the lines. */
export function countItens(itens: readonly SacolaItem[]): number {
  return itens.reduce((sum, item) => sum + item.quantidade, 0);
}

/** Sum of preco_venda × quantidade over the lines. */
export function sumValor(itens: readonly SacolaItem[]): number {
  return toCents(itens.reduce((sum, item) => sum + item.produto.preco_venda * item.quantidade, 0));
}
