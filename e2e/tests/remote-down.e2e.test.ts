// Issue 3: a remote whose server is down shows a Portuguese error panel with "Tentar novamente" in
// its area; the header, the menu and the other remotes keep working; once the server is back,
// "Tentar novamente" loads it. (Since issue 9 the hub at /estoque is the shell's, built from the
// navigation loaded at sign-in, so the remote's own screen, /estoque/movimentacao, is what fails;
// its entry has run by then, so "Tentar novamente" recovers with a reload of the page.)
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, clientNavigate, newPage, signIn, system, waitForPath, waitForSettled } from '../src/harness.ts';
import { serveFrontend, type Frontend } from '../src/system.ts';

describe('a remote that cannot load', () => {
  let frontend: Frontend | undefined;

  afterAll(async () => {
    await frontend?.stop();
  });

  it('estoque down: error panel in its area, the rest works, "Tentar novamente" recovers', async () => {
    const { supabaseUrl, anonKey } = system();
    // Its own servers: this test stops one of them.
    frontend = await serveFrontend({ supabaseUrl, anonKey });
    const estoque = frontend.remotes.estoque;

    const { page, network, url } = await newPage({ base: frontend.shellUrl });
    await page.goto(url('/catalogo'));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    // The menus are built once every remote's ./navigation has answered (estoque's gives "Movimentação").
    const submenuEntry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Movimentação', includeHidden: true });
    await expect.poll(() => submenuEntry.count()).toBe(1);

    await estoque.stop();
    await clientNavigate(page, '/estoque/movimentacao');
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect.poll(() => retry.isVisible(), { timeout: 20_000 }).toBe(true);
    // The browser did try the stopped server.
    expect(network.entries.some((e) => e.url.startsWith(`${estoque.url}/`) && e.failure)).toBe(true);
    // The estoque screen did not render; the back-office header and menu did.
    expect(await page.getByRole('heading', { name: 'Movimentação de Estoque' }).count()).toBe(0);
    const menu = page.getByRole('navigation').first();
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const entry of ['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']) {
      expect(await menu.getByText(entry, { exact: true }).count(), `menu: ${entry}`).toBeGreaterThan(0);
    }

    // Other remotes still load and render.
    await clientNavigate(page, '/cadastros/clientes');
    await expect.poll(() => page.getByRole('heading', { name: 'Clientes' }).first().isVisible()).toBe(true);
    await clientNavigate(page, '/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);

    // Back to the broken area, bring the server back on the same port, retry.
    await clientNavigate(page, '/estoque/movimentacao');
    await expect.poll(() => retry.isVisible(), { timeout: 20_000 }).toBe(true);
    await estoque.start();
    await retry.click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Movimentação de Estoque' }).first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await retry.count()).toBe(0);
  });
});
