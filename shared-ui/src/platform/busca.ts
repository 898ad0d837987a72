import { normalizeText } from '../format/text';

/**
 * The words of what a person typed, as the search matches them: lower case, no accents, split at
 * anything that is not a letter or a digit (punctuation and repeated spaces are only separators, so
 * "Gonçalves, Érica" is the words "goncalves" and "erica"). A word that another word contains adds
 * nothing (every word must match anyway), so it is dropped, and so are repeats.
 */
export function searchWords(busca: string): string[] {
  const words = [...new Set(normalizeText(busca).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  return words.filter((word) => !words.some((other) => other !== word && other.includes(word)));
}

/**
 * One `%word%` LIKE pattern per word; every one must match, in any order ("goncalves erica" finds
 * "Érica Gonçalves"). Words hold only letters and digits, so LIKE's `%`, `_`, `\` and PostgREST's `*`
 * wildcard typed by a person never reach the pattern. Each pattern is its own LIKE, which the
 * trigram index on `busca` serves in one bitmap scan (one `LIKE ALL (array)` would not use it).
 */
export function searchPatterns(busca: string): string[] {
  return searchWords(busca).map((word) => `%${word}%`);
}
