// How much of a built file each of its sources makes up, read from the file's source map (the builds
// emit hidden maps: `build.sourcemap: 'hidden'` in tooling/vite.ts, so the served files are the same
// and carry no sourceMappingURL). A map's `mappings` is a list of segments per generated line; a
// segment starting at column c with a source covers the characters from c to the next segment (or the
// line's end). Characters before a line's first segment, or under a segment with no source, are
// unmapped (source -1). Only the decoder is here: what package a source belongs to is packages.ts.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One segment's fields (Base64 VLQ): [column, source, line, column, name?], each relative. */
export function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Caractere inválido no source map: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

export interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/**
 * Characters of `code` per source index (-1: unmapped), following `map.mappings`. Columns are
 * UTF-16 units, as in source maps; the bench turns these counts into shares of the file's size.
 */
export function charsBySource(code: string, map: RawSourceMap): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (source: number, n: number) => n > 0 && counts.set(source, (counts.get(source) ?? 0) + n);
  const lines = code.split('\n');
  const mapped = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    // Newlines belong to no source: counted as unmapped so the counts add up to code.length.
    if (index < lines.length - 1) add(-1, 1);
    const segments = (mapped[index] ?? '').split(',').filter(Boolean);
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        starts.push({ column, source });
      } else {
        starts.push({ column, source: -1 });
      }
    }
    // Relative source indices carry over lines, columns restart at 0 on each line.
    add(-1, Math.min(starts[0]?.column ?? line.length, line.length));
    starts.forEach((s, i) => {
      const end = Math.min(starts[i + 1]?.column ?? line.length, line.length);
      add(s.source, end - Math.min(s.column, end));
    });
  });
  return counts;
}
