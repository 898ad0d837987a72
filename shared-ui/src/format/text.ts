/** Lower-case and strip accents, so "Biquíni" and "biquini" compare equal. */
export function normalizeText(value: string | null | undefined): string {
  return (value ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Whether `haystack` contains `needle`, ignoring case and accents. */
export function includesText(haystack: string | null | undefined, needle: string | null | undefined): boolean {
  return normalizeText(haystack).includes(normalizeText(needle));
}
