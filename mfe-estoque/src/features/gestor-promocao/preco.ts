/**
 * A product's price under the rule as typed, as the database computes it (migration 20261130004000): the
 * fixed price, or regular × (100 − %) / 100 rounded to the centavo; null when the value is not a number
 * yet or the promotion would not lower the price (a promotion never raises one).
 */
export function precoNaPromocao(tipo: string, valor: string, regular: number): number | null {
  const n = Number(valor.trim().replace(',', '.'));
  if (valor.trim() === '' || !Number.isFinite(n) || n <= 0) return null;
  if (tipo === 'percentual') {
    if (n >= 100) return null;
    // In centavos, so 59,90 × 67 % is 40,13 as numeric rounding gives (no float drift at the half).
    const centavos = Math.round((Math.round(regular * 100) * (10000 - Math.round(n * 100))) / 10000);
    return centavos / 100;
  }
  return n < regular ? n : null;
}
