import { normalizeText } from '@loja/shared-ui/format';
// Real files (not data URIs in the JavaScript): a shopper fetches only the art that is shown.
import biquiniUrl from './assets/cat-biquini.svg?no-inline';
import bolsaUrl from './assets/cat-bolsa.svg?no-inline';
import cangaUrl from './assets/cat-canga.svg?no-inline';
import chapeuUrl from './assets/cat-chapeu.svg?no-inline';
import maioUrl from './assets/cat-maio.svg?no-inline';
import sandaliaUrl from './assets/cat-sandalia.svg?no-inline';
import todasUrl from './assets/cat-todas.svg?no-inline';

/** The TODAS card's art: a little of every category, so it never reads as a missing image. */
export const TODAS_ART_URL: string = todasUrl;

export type CategoryKind = 'biquini' | 'bolsa' | 'chapeu' | 'maio' | 'sandalia' | 'canga';

const ART: Record<CategoryKind, string> = {
  biquini: biquiniUrl,
  bolsa: bolsaUrl,
  chapeu: chapeuUrl,
  maio: maioUrl,
  sandalia: sandaliaUrl,
  canga: cangaUrl,
};

/**
 * Keywords per kind, matched on the accent-free lower-case name (normalizeText).
 * Each keyword must start a word; Portuguese stems also cover plurals and diminutives
 * ("Biquínis", "bolsinhas", "Rasteirinhas"), while short English words must be the whole word
 * so that "capa" or "boneca" do not pass for "cap" or "boné".
 */
const RULES: ReadonlyArray<{ pattern: RegExp; kind: CategoryKind }> = [
  { pattern: /\b(?:biquin|bikini)/, kind: 'biquini' },
  { pattern: /\b(?:bols[ai]|sacol|bags?\b)/, kind: 'bolsa' },
  { pattern: /\b(?:chapeu|bone(?:s|zinhos?)?\b|hats?\b|caps?\b)/, kind: 'chapeu' },
  { pattern: /\b(?:maio(?:s|zinhos?)?\b|swimsuits?\b)/, kind: 'maio' },
  { pattern: /\b(?:sandal|chinel|calcad|rasteir|flip[- ]?flops?\b|footwear)/, kind: 'sandalia' },
  { pattern: /\bcanga/, kind: 'canga' },
];

/**
 * What a category is, from its name by keyword (spec: bikini, bag/sacola, hat/cap, swimsuit,
 * sandal/flip-flop/footwear, canga), or null for any other category. When a name holds several
 * keywords the one that comes first wins: in Portuguese the head noun leads ("Bolsa para biquíni"
 * is a bag).
 */
export function categoryKind(nome: string): CategoryKind | null {
  const text = normalizeText(nome);
  let best: { index: number; kind: CategoryKind } | null = null;
  for (const { pattern, kind } of RULES) {
    const match = pattern.exec(text);
    if (match && (best === null || match.index < best.index)) best = { index: match.index, kind };
  }
  return best?.kind ?? null;
}

/** The illustration for a category (see categoryKind), or null: the spec's grey gradient then. */
export function categoryArt(nome: string): string | null {
  const kind = categoryKind(nome);
  return kind ? ART[kind] : null;
}

/** The first category of a kind (e.g. the banner's "Ver biquínis"), or undefined. */
export function findCategoria<T extends { nome: string }>(categorias: readonly T[], kind: CategoryKind): T | undefined {
  return categorias.find((categoria) => categoryKind(categoria.nome) === kind);
}
