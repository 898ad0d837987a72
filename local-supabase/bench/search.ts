/**
 * The lists' search as shared-ui's withSearch sends it (shared-ui/src/platform/listQuery.ts), for the
 * bench suites: the typed text split into lower-case, accent-free words (anything that is not a
 * letter or digit separates; a word another word contains is dropped), one ILIKE '%word%' per word.
 */

/** The words of `typed`, as searchWords in listQuery.ts makes them. */
export function searchWords(typed: string): string[] {
  const normalised = typed.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = [...new Set(normalised.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  return words.filter((word) => !words.some((other) => other !== word && other.includes(word)));
}

/** The PostgREST filters supabase-js builds for the search: `&busca=like.*word*` once per word (none when undefined). */
export function searchFilters(typed: string | undefined): string {
  if (typed === undefined) return '';
  return searchWords(typed)
    .map((word) => `&busca=like.${encodeURIComponent(`*${word}*`)}`)
    .join('');
}

/** The same search as one SQL parameter for `($n::text[] is null or busca like all ($n))`: the `%word%` patterns, or null. */
export function searchParam(typed: string | undefined): string[] | null {
  return typed === undefined ? null : searchWords(typed).map((word) => `%${word}%`);
}

/** The search as literal SQL (`busca like '%a%' and busca like '%b%'`); words hold only letters and digits. */
export function searchSql(typed: string): string {
  return searchWords(typed)
    .map((word) => `busca like '%${word}%'`)
    .join(' and ');
}
