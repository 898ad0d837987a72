/**
 * Up to `max` (default 5) page numbers around `current`, shifted at the ends so
 * that `max` numbers show whenever there are that many pages.
 * pageNumbers(1, 10) -> [1,2,3,4,5]; pageNumbers(6, 10) -> [4,5,6,7,8]; pageNumbers(10, 10) -> [6,7,8,9,10].
 */
export function pageNumbers(current: number, totalPages: number, max = 5): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const count = Math.min(max, total);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
