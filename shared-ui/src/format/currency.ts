const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Formats a value as Brazilian real, e.g. 1234.5 -> "R$ 1.234,50"
 * (Intl puts a no-break space, U+00A0, after "R$").
 * Numeric strings (as PostgREST returns numeric columns) are accepted;
 * null, undefined and non-numbers give `fallback` (default: the format of 0).
 */
export function formatBRL(value: number | string | null | undefined, fallback?: string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return fallback ?? brl.format(0);
  return brl.format(n);
}
