/** A size with accents and case removed, as the database compares grades (trimmed, case-insensitive). */
function plainSize(size: string | null | undefined): string {
  return (size ?? '')
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Size label for display (spec 001 §9): "unico" (any case, with or without accent) is shown as "UNC". */
export function displaySize(size: string | null | undefined): string {
  const value = (size ?? '').trim();
  return plainSize(value) === 'unico' ? 'UNC' : value;
}

/**
 * The shop's letter sizes, small to large: the defaults PP to GG, then the extra-large family
 * (XG…, EG…, G1…) a beachwear grade uses. A letter size not listed comes after these, by name.
 */
const LETTER_SIZES = ['pp', 'p', 'm', 'g', 'gg', 'xg', 'xgg', 'xxg', 'xxgg', 'exg', 'eg', 'egg', 'g1', 'g2', 'g3', 'g4'];

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** The group a size sorts in: known letters (by their place), numbers, any other text, UNC last. */
function sizeRank(size: string): [group: number, place: number] {
  const plain = plainSize(size);
  if (plain === 'unico' || plain === 'unc') return [3, 0];
  const letter = LETTER_SIZES.indexOf(plain);
  if (letter !== -1) return [0, letter];
  const number = plain.replace(',', '.');
  if (/^\d+(\.\d+)?$/.test(number)) return [1, Number(number)];
  return [2, 0];
}

/**
 * One order of sizes everywhere (issue 23, spec 001 §9): PP, P, M, G, GG, XG…, then numbers in
 * numeric order (36, 38, 40), then any other size by name, and UNC ("unico") last. For `sort`.
 */
export function compareSizes(a: string | null | undefined, b: string | null | undefined): number {
  const [groupA, placeA] = sizeRank(a ?? '');
  const [groupB, placeB] = sizeRank(b ?? '');
  return groupA - groupB || placeA - placeB || collator.compare((a ?? '').trim(), (b ?? '').trim());
}

/** A copy of the sizes in the shop's order (see compareSizes). */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes);
}

/**
 * Grades (or anything with a colour and a size) in one order: by colour name, then by size in the
 * shop's order. The Grade tab, the movement picker, the stock overview and the kardex all use it.
 */
export function compareGrades(a: { cor: string | null; tamanho: string | null }, b: { cor: string | null; tamanho: string | null }): number {
  return collator.compare((a.cor ?? '').trim(), (b.cor ?? '').trim()) || compareSizes(a.tamanho, b.tamanho);
}
