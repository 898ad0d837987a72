const numberFormat = new Intl.NumberFormat('pt-BR');

/** A number as Brazilians read it: "1.200", "3,5". */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/**
 * A quantity with its noun in the right number: "1 item", "3 itens", "1.200 produtos". Portuguese
 * uses the singular only for one (zero is plural: "0 itens").
 */
export function formatCount(n: number, singular: string, plural: string): string {
  return `${formatNumber(n)} ${Math.abs(n) === 1 ? singular : plural}`;
}
