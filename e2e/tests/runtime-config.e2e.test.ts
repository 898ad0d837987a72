// Issue 3: changing a remote's URL in config.json, with no rebuild of the shell, makes the shell
// load the other build.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTES, SHELL_DIR, distOf } from '../src/apps.ts';
import { newPage, system, waitForSettled } from '../src/harness.ts';
import { BUILD_MARKER_ATTRIBUTE, copyRemoteBuild } from '../src/remote-copy.ts';
import { serveStatic, type StaticServer } from '../src/static-server.ts';
import { manifestUrl, serveFrontend, type Frontend } from '../src/system.ts';

// Visible text of the storefront that the copy changes, so the difference is on screen too.
const ORIGINAL_TEXT = 'Nossas Categorias';
const PATCHED_TEXT = 'Nossas Categorias (build B)';

async function snapshotDir(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  const rows = await Promise.all(
    files.map(async (f) => {
      const info = await stat(join(dir, f));
      return info.isFile() ? `${f}:${info.size}:${info.mtimeMs}` : '';
    }),
  );
  return rows.filter(Boolean).sort();
}

describe('remote URLs come from config.json at runtime', () => {
  let frontend: Frontend | undefined;
  let second: StaticServer | undefined;
  let copyDir: string | undefined;

  afterAll(async () => {
    await second?.stop();
    await frontend?.stop();
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
  });

  it('pointing "catalog" at a second build on another origin loads that build on the next load', async () => {
    const { supabaseUrl, anonKey } = system();
    const copy = await copyRemoteBuild(distOf(REMOTES.catalog), 'B', { from: ORIGINAL_TEXT, to: PATCHED_TEXT });
    copyDir = copy.dir;
    expect(copy.patchedFiles).toBeGreaterThan(0);
    // Its own shell and config.json, so rewriting the file touches no other test.
    frontend = await serveFrontend({ supabaseUrl, anonKey });
    second = await serveStatic({ root: copy.dir });
    const shellBefore = await snapshotDir(distOf(SHELL_DIR));

    const { page, network, url } = await newPage({ base: frontend.shellUrl });
    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    await expect.poll(() => page.getByText(ORIGINAL_TEXT, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute(BUILD_MARKER_ATTRIBUTE)).toBeNull();
    expect(network.entries.some((e) => e.url === manifestUrl(frontend!.remoteUrls.catalog))).toBe(true);

    await frontend.writeConfig({
      ...frontend.config,
      remotes: { ...frontend.config.remotes, catalog: manifestUrl(second.url) },
    });
    // Leave the first document before clearing the log: its lazy images may still start requests
    // to the first origin after it looks settled (a CI flake), and those are not the next load's.
    await page.goto('about:blank');
    network.clear();
    await page.goto(url('/catalogo'));
    await waitForSettled(page);

    await expect.poll(() => page.locator('html').getAttribute(BUILD_MARKER_ATTRIBUTE)).toBe('B');
    await expect.poll(() => page.getByText(PATCHED_TEXT, { exact: true }).first().isVisible()).toBe(true);
    // Everything of the catalogue came from the second origin; the first was not asked for anything.
    expect(network.entries.some((e) => e.url === manifestUrl(second!.url))).toBe(true);
    expect(network.entries.filter((e) => e.url.startsWith(`${frontend!.remoteUrls.catalog}/`)).map((e) => e.url)).toEqual([]);
    // And the shell was neither rebuilt nor touched.
    expect(await snapshotDir(distOf(SHELL_DIR))).toEqual(shellBefore);
  });
});
