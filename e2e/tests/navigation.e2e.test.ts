// Issue 9: the back-office menus and hubs come from each remote's `./navigation`, loaded at runtime.
// A menu entry that only a copy of a remote's build has appears in the shell's menu and hub with no
// rebuild of the shell; a remote whose navigation cannot load keeps its section in the menu, marked
// "(indisponível)", with the error panel, while the other sections (and its own screens) work.
import { readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REMOTES, SHELL_DIR, distOf } from '../src/apps.ts';
import { signInAsStaff } from '../src/backoffice.ts';
import { clientNavigate, newPage, system, waitForPath } from '../src/harness.ts';
import { BUILD_MARKER_ATTRIBUTE, copyRemoteBuild } from '../src/remote-copy.ts';
import { serveFrontend, type Frontend } from '../src/system.ts';

const NEW_ENTRY = { label: 'Inventário Rápido', path: 'inventario-rapido', description: 'Contagem rápida de uma prateleira' };

async function jsFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => /\.m?js$/.test(f)).map((f) => join(dir, f));
}

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

const literal = (text: string) => `[\`"']${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`"']`;

/**
 * Adds an entry to the Estoque menu and a card to its hub in a built copy, as a new screen shipped
 * with the estoque remote would: right after "Gestor de Promoção" in the minified navigation module.
 * Returns how many insertions were made (one in the menu, one in the hub).
 */
async function addEstoqueEntry(dir: string): Promise<number> {
  const menuItem = new RegExp(`\\{label:${literal('Gestor de Promoção')},path:${literal('gestor-promocao')}\\}`, 'g');
  const hubCard = new RegExp(
    `\\{path:${literal('gestor-promocao')},title:${literal('Gestor de Promoção')},description:${literal('Promoções e descontos')},icon:([\\w$]+)\\}`,
    'g',
  );
  let insertions = 0;
  for (const file of await jsFiles(dir)) {
    const text = await readFile(file, 'utf8');
    const patched = text
      .replace(menuItem, (found) => {
        insertions++;
        return `${found},{label:${JSON.stringify(NEW_ENTRY.label)},path:${JSON.stringify(NEW_ENTRY.path)}}`;
      })
      .replace(hubCard, (found, icon: string) => {
        insertions++;
        return `${found},{path:${JSON.stringify(NEW_ENTRY.path)},title:${JSON.stringify(NEW_ENTRY.label)},description:${JSON.stringify(NEW_ENTRY.description)},icon:${icon}}`;
      });
    if (patched !== text) await writeFile(file, patched);
  }
  return insertions;
}

/** Deletes the chunks of a built copy's `./navigation` (the remote entry's import of it then fails), keeping `./routes`. */
async function breakNavigation(dir: string): Promise<string[]> {
  const chunks = (await readdir(join(dir, 'assets'))).filter((f) => /^navigation-.*\.js$/.test(f));
  await Promise.all(chunks.map((f) => unlink(join(dir, 'assets', f))));
  return chunks;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

describe('back-office navigation from the remotes', () => {
  let frontend: Frontend | undefined;
  const copies: string[] = [];

  afterEach(async () => {
    await frontend?.stop();
    frontend = undefined;
  });

  afterAll(async () => {
    await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a menu entry added only in a copy of the estoque build appears in the menu and the hub, the shell untouched', async () => {
    const { supabaseUrl, anonKey } = system();
    const copy = await copyRemoteBuild(distOf(REMOTES.estoque), 'nav-B');
    copies.push(copy.dir);
    expect(await addEstoqueEntry(copy.dir)).toBe(2);
    const shellBefore = await snapshotDir(distOf(SHELL_DIR));
    frontend = await serveFrontend({ supabaseUrl, anonKey, remoteDirs: { estoque: copy.dir } });

    const { page, url } = await newPage({ base: frontend.shellUrl });
    await signInAsStaff(page, url, 'admin');
    // The copy's entry ran (the shell loads every remote's ./navigation once the back-office opens).
    await expect.poll(() => page.locator('html').getAttribute(BUILD_MARKER_ATTRIBUTE)).toBe('nav-B');

    // The desktop submenu opens on hover and lists the new entry where the copy put it (after Gestor de Promoção).
    await mainMenu(page).getByRole('link', { name: 'Estoque', exact: true }).hover();
    const entry = mainMenu(page).getByRole('link', { name: NEW_ENTRY.label });
    await expect.poll(() => entry.isVisible()).toBe(true);
    expect(await entry.getAttribute('href')).toBe(`/estoque/${NEW_ENTRY.path}`);
    const submenu = await entry.locator('xpath=ancestor::ul[1]').getByRole('link').allTextContents();
    expect(submenu).toEqual(['Produtos', 'Movimentação', 'Balanço', 'Gestor de Preço', 'Gestor de Promoção', NEW_ENTRY.label, 'Etiquetas']);

    // The hub, rendered by the shell, has the new card too, and it leads into the estoque remote.
    await clientNavigate(page, '/estoque');
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(NEW_ENTRY.description) });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    await waitForPath(page, `/estoque/${NEW_ENTRY.path}`);
    // The copy has no page for it yet: the 404 inside the back-office layout (issue 23 §6), menus kept.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '404' }).isVisible()).toBe(true);
    expect(await mainMenu(page).getByRole('link', { name: 'Estoque', exact: true }).isVisible()).toBe(true);

    expect(await snapshotDir(distOf(SHELL_DIR))).toEqual(shellBefore);
  });

  it('cadastros navigation that cannot load: "Cadastros (indisponível)" with the error panel, the rest works', async () => {
    const { supabaseUrl, anonKey } = system();
    const copy = await copyRemoteBuild(distOf(REMOTES.cadastros), 'nav-broken');
    copies.push(copy.dir);
    const removed = await breakNavigation(copy.dir);
    expect(removed.length).toBeGreaterThan(0);
    // Only ./navigation is gone: no chunk of ./routes imports the removed files.
    for (const file of (await jsFiles(join(copy.dir, 'assets'))).filter((f) => /routes-/.test(f))) {
      const text = await readFile(file, 'utf8');
      for (const chunk of removed) expect(text.includes(chunk), `${file} importa ${chunk}`).toBe(false);
    }
    frontend = await serveFrontend({ supabaseUrl, anonKey, remoteDirs: { cadastros: copy.dir } });

    const { page, network, url } = await newPage({ base: frontend.shellUrl });
    await signInAsStaff(page, url, 'admin');
    // The back-office layout is a lazy chunk (issue 14): the navigation loads once it has arrived.
    await expect.poll(() => network.entries.some((e) => removed.some((chunk) => e.url.endsWith(chunk)) && (e.failure || (e.status ?? 0) >= 400))).toBe(true);

    const menu = mainMenu(page);
    const unavailable = menu.getByRole('link', { name: 'Cadastros (indisponível)' });
    await expect.poll(() => unavailable.isVisible()).toBe(true);
    const labels = await menu.locator(':scope > ul > li > a').allTextContents();
    expect(labels).toEqual(['Dashboard', 'Cadastros (indisponível)', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);

    // Its page: the error panel with "Tentar novamente" (which reloads the page: the browser never
    // fetches a failed module again in place); the navigation is still missing, so still the panel.
    await unavailable.click();
    await waitForPath(page, '/cadastros');
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect.poll(() => retry.isVisible()).toBe(true);
    expect(await page.getByRole('alert').textContent()).toContain('Não foi possível carregar este módulo.');
    await retry.click();
    await expect.poll(() => retry.isVisible()).toBe(true);
    await expect.poll(() => menu.getByRole('link', { name: 'Cadastros (indisponível)' }).isVisible()).toBe(true);

    // The other sections are whole: Estoque's submenu and hub, the dashboard.
    await menu.getByRole('link', { name: 'Estoque', exact: true }).hover();
    await expect.poll(() => menu.getByRole('link', { name: 'Movimentação' }).isVisible()).toBe(true);
    await clientNavigate(page, '/estoque');
    await expect.poll(() => page.getByRole('heading', { name: 'Estoque' }).first().isVisible()).toBe(true);
    await clientNavigate(page, '/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);
    // And the remote's own screens still load: only its navigation is missing.
    await clientNavigate(page, '/cadastros/clientes');
    await expect.poll(() => page.getByRole('heading', { name: 'Clientes' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('html').getAttribute(BUILD_MARKER_ATTRIBUTE)).toBe('nav-broken');
  });
});
