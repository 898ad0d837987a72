import { formatCurrency } from '@brazilian-utils/brazilian-utils';

/**
 * Money typed the Brazilian way: '1.234,56' <-> 1234.56. Used by the money schema and
 * tests; the masked input itself (`FormikMoneyInput`) lets react-imask do the typing.
 */

/** 1234.5 -> '1.234,50' (no currency symbol: the input shows 'R$' beside it). */
export function formatMoneyInput(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : formatCurrency(value);
}

/**
 * '1.234,56' -> 1234.56; 'R$ 10' -> 10; '' or anything that is not a Brazilian amount -> null.
 * Dots are thousands separators, the comma is the decimal separator.
 */
export function parseMoney(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').replace(/R\$|\s|\u00a0/g, '');
  if (!/^-?\d{1,3}(\.?\d{3})*(,\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
