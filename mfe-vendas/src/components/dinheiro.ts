import { formatBRL } from '@loja/shared-ui/format';

/**
 * Money in the browser as whole centavos (DESIGN: never summed floats). The database answers numeric
 * as a JSON number or a string ("89.90"); one rounding turns either into an exact integer, and every
 * sum, difference and change is then integer arithmetic.
 */
export type Centavos = number;

export function centavos(valor: number | string | null | undefined): Centavos {
  const n = typeof valor === 'string' ? Number(valor) : (valor ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** For the database: "1234.50" (its functions refuse more than two decimals). */
export const emReais = (valor: Centavos): string => (valor / 100).toFixed(2);

/** R$ 1.234,50 */
export const formatCentavos = (valor: Centavos): string => formatBRL(valor / 100);

/** A percentage of an amount, rounded to the centavo (a discount typed as %). */
export const percentual = (valor: Centavos, porcento: number): Centavos => Math.round((valor * porcento) / 100);
