import { normalizeText } from '@loja/shared-ui/format';
import biquiniUrl from './assets/cat-biquini.svg';
import bolsaUrl from './assets/cat-bolsa.svg';
import cangaUrl from './assets/cat-canga.svg';
import chapeuUrl from './assets/cat-chapeu.svg';
import maioUrl from './assets/cat-maio.svg';
import sandaliaUrl from './assets/cat-sandalia.svg';

/**
 * Keywords per illustration, matched on the accent-free lower-case name (normalizeText).
 * Each keyword must start a word; Portuguese stems also cover plurals and diminutives
 * ("Biquínis", "bolsinhas", "Rasteirinhas"), while short English words must be the whole word
 * so that "capa" or "boneca" do not pass for "cap" or "boné".
 */
const RULES: ReadonlyArray<{ pattern: RegExp; url: string }> = [
  { pattern: /\b(?:biquin|bikini)/, url: biquiniUrl },
  { pattern: /\b(?:bols[ai]|sacol|bags?\b)/, url: bolsaUrl },
  { pattern: /\b(?:chapeu|bone(?:s|zinhos?)?\b|hats?\b|caps?\b)/, url: chapeuUrl },
  { pattern: /\b(?:maio(?:s|zinhos?)?\b|swimsuits?\b)/, url: maioUrl },
  { pattern: /\b(?:sandal|chinel|calcad|rasteir|flip[- ]?flops?\b|footwear)/, url: sandaliaUrl },
  { pattern: /\bcanga/, url: cangaUrl },
];

/**
 * The illustration for a category, chosen from its name by keyword (spec: bikini, bag/sacola,
 * hat/cap, swimsuit, sandal/flip-flop/footwear, canga), or null for any other category.
 * When a name holds several keywords the one that comes first wins: in Portuguese the head noun
 * leads ("Bolsa para biquíni" is a bag).
 */
export function categoryArt(nome: string): string | null {
  const text = normalizeText(nome);
  let best: { index: number; url: string } | null = null;
  for (const { pattern, url } of RULES) {
    const match = pattern.exec(text);
    if (match && (best === null || match.index < best.index)) best = { index: match.index, url };
  }
  return best?.url ?? null;
}
