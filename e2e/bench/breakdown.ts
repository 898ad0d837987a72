// Reads the built files' hidden source maps and turns a list of fetched files into the breakdown by
// package (the rules are in packages.ts, the map decoder in sourceMap.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { JsFile } from './jsFiles.ts';
import { addShares, packageOfSource, packageOfUnmappedFile, sortShares, type PackageShare, type Workspace } from './packages.ts';
import { charsBySource, type RawSourceMap } from './sourceMap.ts';

const byFile = new Map<string, { rows: Map<string, number>; mapped: boolean }>();

/** A file's characters per row: from its map, or the whole file under the row its name gives. */
async function rowsOf(file: JsFile, workspaces: readonly Workspace[]): Promise<{ rows: Map<string, number>; mapped: boolean }> {
  const cached = byFile.get(file.file);
  if (cached) return cached;
  let result: { rows: Map<string, number>; mapped: boolean } | null = null;
  if (existsSync(`${file.file}.map`)) {
    const [code, map] = await Promise.all([readFile(file.file, 'utf8'), readFile(`${file.file}.map`, 'utf8').then((t) => JSON.parse(t) as RawSourceMap)]);
    const rows = new Map<string, number>();
    for (const [source, n] of charsBySource(code, map)) {
      // Unmapped characters (import/export glue, separators) are left out of the proportions: they
      // belong to the file's content in the same shares as the mapped ones.
      if (source < 0) continue;
      // Sources are relative to the map (`../../src/…` in mfe-catalog/dist/assets): resolved, so the
      // path names its workspace. Virtual modules (`virtual:mf-…`, `\0…`) keep their own names.
      const raw = map.sources[source] ?? '';
      const path = raw.includes('virtual:') || raw.startsWith('\0') ? raw : resolve(dirname(file.file), raw);
      const row = packageOfSource(path, workspaces);
      rows.set(row, (rows.get(row) ?? 0) + n);
    }
    if (rows.size > 0) result = { rows, mapped: true };
  }
  result ??= { rows: new Map([[packageOfUnmappedFile(file.path, file.origin), 1]]), mapped: false };
  byFile.set(file.file, result);
  return result;
}

export interface Breakdown {
  rows: PackageShare[];
  /** Gzipped bytes attributed by file name (no source map). */
  byNameGzipBytes: number;
}

export async function packageBreakdown(files: JsFile[], workspaces: readonly Workspace[]): Promise<Breakdown> {
  const shares = new Map<string, PackageShare>();
  let byNameGzipBytes = 0;
  for (const file of files) {
    const { rows, mapped } = await rowsOf(file, workspaces);
    if (!mapped) byNameGzipBytes += file.gzipBytes;
    addShares(shares, file, rows);
  }
  return { rows: sortShares(shares), byNameGzipBytes };
}
