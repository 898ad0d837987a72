// A second build of a remote without running a build: a copy of its dist whose remote entry marks
// the page when it runs, and whose visible text can be patched, so a test can tell which build loaded.
import { cp, mkdtemp, readdir, readFile, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/** The remote entry file of a built remote, as its mf-manifest.json names it. */
export async function remoteEntryFile(distDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${distDir}/mf-manifest.json sem metaData.remoteEntry.name`);
  return join(distDir, entry.path ?? '', entry.name);
}

export const BUILD_MARKER_ATTRIBUTE = 'data-e2e-remote-build';

export interface RemoteCopy {
  dir: string;
  /** How many files had `replace` applied. */
  patchedFiles: number;
}

/**
 * Copies `distDir` to a temp directory. The copy's remote entry sets
 * <html data-e2e-remote-build="<marker>"> when the shell loads it; in each JavaScript file the string
 * literals equal to `replace.from` become `replace.to`.
 */
export async function copyRemoteBuild(
  distDir: string,
  marker: string,
  replace?: { from: string; to: string },
): Promise<RemoteCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'loja-praia-e2e-remote-'));
  await cp(distDir, dir, { recursive: true });
  await appendFile(
    await remoteEntryFile(dir),
    // A leading ";" so the statement never continues the minified last line.
    `\n;document.documentElement.setAttribute(${JSON.stringify(BUILD_MARKER_ATTRIBUTE)}, ${JSON.stringify(marker)});\n`,
  );
  let patchedFiles = 0;
  if (replace) {
    const files = (await readdir(dir, { recursive: true })).filter((f) => /\.m?js$/.test(f));
    for (const file of files) {
      const path = join(dir, file);
      const text = await readFile(path, 'utf8');
      // Only whole string literals: the same word inside an identifier (useGetCategoriasQuery) must stay.
      let patched = text;
      for (const quote of ['`', '"', "'"]) patched = patched.split(`${quote}${replace.from}${quote}`).join(`${quote}${replace.to}${quote}`);
      if (patched === text) continue;
      await writeFile(path, patched);
      patchedFiles++;
    }
  }
  return { dir, patchedFiles };
}
