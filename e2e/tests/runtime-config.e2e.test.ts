// Issue 3: changing a remote's URL in config.json, with no rebuild of the shell, makes the shell
// load the other build. Issue 23 §1: the same for the remotes and sections themselves.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTES, SHELL_DIR, distOf } from '../src/apps.ts';
import { signInAsAdmin } from '../src/backoffice.ts';
import { clientNavigate, newPage, system, waitForSettled } from '../src/harness.ts';
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

// Issue 23 §1: the sections, and the remote that serves each, are config.json's too. The same shell
// build (never rebuilt nor touched here) follows a config that drops a remote, moves a section, or
// adds a remote it has never heard of.
describe('sections and remotes come from config.json at runtime', () => {
  let frontend: Frontend | undefined;
  let extra: StaticServer | undefined;
  let copyDir: string | undefined;

  afterAll(async () => {
    await extra?.stop();
    await frontend?.stop();
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
  });

  /** The top-level labels of the desktop menu: its visible links (the submenus show on hover only). */
  const topLabels = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link')
      .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.textContent));

  it('drops a removed remote, serves a moved section from its new remote, and mounts an added one', { timeout: 240_000 }, async () => {
    const { supabaseUrl, anonKey } = system();
    // A remote the shell was never built with: a copy of the cadastros build renamed "compras" (its
    // Module Federation name and its ./navigation's section), on its own origin.
    const copy = await copyRemoteBuild(distOf(REMOTES.cadastros), 'compras', { from: 'cadastros', to: 'compras' });
    copyDir = copy.dir;
    const manifestPath = join(copy.dir, 'mf-manifest.json');
    const manifest = await readFile(manifestPath, 'utf8');
    // Only the names, not the file names that contain the word.
    await writeFile(manifestPath, manifest.replaceAll('"cadastros"', '"compras"').replaceAll('"cadastros:', '"compras:'));
    extra = await serveStatic({ root: copy.dir });
    frontend = await serveFrontend({ supabaseUrl, anonKey });
    const shellBefore = await snapshotDir(distOf(SHELL_DIR));
    const { config } = frontend;
    const { page, network, url } = await newPage({ base: frontend.shellUrl });
    await signInAsAdmin(page, url);
    await expect.poll(() => topLabels(page)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);

    // (a) estoque and its section leave the config: gone from the menus, its paths are the 404 page.
    const { estoque: _estoque, ...withoutEstoque } = config.remotes;
    await frontend.writeConfig({ ...config, remotes: withoutEstoque, sections: config.sections.filter((s) => s.remote !== 'estoque') });
    await page.goto('about:blank');
    network.clear();
    await page.goto(url('/dashboard'));
    await waitForSettled(page);
    await expect.poll(() => topLabels(page)).toEqual(['Dashboard', 'Cadastros', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);
    await expect.poll(() => page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link').allTextContents()).not.toContain('Estoque');
    await page.goto(url('/estoque/movimentacao'));
    await expect.poll(() => page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(network.entries.filter((e) => e.url.startsWith(`${frontend!.remoteUrls.estoque}/`)).map((e) => e.url)).toEqual([]);

    // (b) the cadastros section moves to the "compras" entry (and the old remote leaves): the
    // registers are served by the copy.
    const { cadastros: _cadastros, ...withoutCadastros } = config.remotes;
    await frontend.writeConfig({
      ...config,
      remotes: { ...withoutCadastros, compras: manifestUrl(extra.url) },
      sections: config.sections.map((s) => (s.path === 'cadastros' ? { ...s, remote: 'compras' } : s)),
    });
    await page.goto('about:blank');
    network.clear();
    await page.goto(url('/cadastros/clientes'));
    await waitForSettled(page);
    await expect.poll(() => page.locator('html').getAttribute(BUILD_MARKER_ATTRIBUTE)).toBe('compras');
    await expect.poll(() => page.getByRole('heading', { name: 'Clientes', level: 1 }).isVisible()).toBe(true);
    expect(network.entries.filter((e) => e.url.startsWith(`${frontend!.remoteUrls.cadastros}/`)).map((e) => e.url)).toEqual([]);

    // (c) the copy added as a new remote with a new section "Compras": in the menus, with the
    // submenu its ./navigation gives, and its routes work; the original cadastros is untouched.
    await frontend.writeConfig({
      ...config,
      remotes: { ...config.remotes, compras: manifestUrl(extra.url) },
      sections: [...config.sections, { path: 'compras', label: 'Compras', remote: 'compras', layout: 'back-office', bottomBar: false }],
    });
    await page.goto('about:blank');
    await page.goto(url('/dashboard'));
    await waitForSettled(page);
    await expect.poll(() => topLabels(page)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração', 'Compras']);
    const submenu = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Fornecedores', includeHidden: true });
    await expect.poll(() => submenu.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/cadastros/fornecedores',
      // Relatórios has a "Fornecedores" report too.
      '/relatorios/fornecedores',
      '/compras/fornecedores',
    ]);
    await clientNavigate(page, '/compras/fornecedores');
    await expect.poll(() => page.getByRole('heading', { name: 'Fornecedores', level: 1 }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute(BUILD_MARKER_ATTRIBUTE)).toBe('compras');

    // And the shell was neither rebuilt nor touched.
    expect(await snapshotDir(distOf(SHELL_DIR))).toEqual(shellBefore);
  });
});
