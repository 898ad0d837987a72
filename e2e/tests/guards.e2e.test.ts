// Issue 3, shell: back-office routes require staff (anonymous -> sign-in dialog, cliente -> /catalogo),
// staff land on /dashboard after sign-in, sign-out goes to /catalogo; unknown paths show the 404 page.
import { describe, expect, it } from 'vitest';
import { signOut } from '../src/backoffice.ts';
import { DEMO, newPage, signIn, signInDialog, waitForPath } from '../src/harness.ts';

describe('guards and landing', () => {
  it('anonymous visitor on /dashboard gets the sign-in dialog and no dashboard', async () => {
    const { page, url } = await newPage();
    await page.goto(url('/dashboard'));
    await expect.poll(() => signInDialog(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The guarded content never rendered behind the dialog.
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
  });

  it('a cliente who signs in on a back-office route is sent to /catalogo, and stays out of /dashboard', async () => {
    const { page, url } = await newPage();
    await page.goto(url('/dashboard'));
    await signIn(page, DEMO.cliente.email, DEMO.cliente.password);
    await waitForPath(page, '/catalogo');
    // With the session kept, typing the address again still lands on the storefront.
    await page.goto(url('/dashboard'));
    await waitForPath(page, '/catalogo');
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
  });

  it('staff who sign in on the storefront land on /dashboard; sign-out goes to /catalogo', async () => {
    const { page, url } = await newPage();
    await page.goto(url('/catalogo'));
    await signIn(page, DEMO.funcionario.email, DEMO.funcionario.password);
    await waitForPath(page, '/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);

    await signOut(page);
    await waitForPath(page, '/catalogo');
    // Signed out for real: the back-office asks for a sign-in again.
    await page.goto(url('/dashboard'));
    await expect.poll(() => signInDialog(page).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('/ sends staff to /dashboard and everyone else to /catalogo', async () => {
    const anonymous = await newPage();
    await anonymous.page.goto(anonymous.url('/'));
    await waitForPath(anonymous.page, '/catalogo');

    const { page, url } = await newPage();
    await page.goto(url('/catalogo'));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, '/dashboard');
    await page.goto(url('/'));
    await waitForPath(page, '/dashboard');
  });

  it('an unknown path shows the 404 page with a link home', async () => {
    const { page, url } = await newPage();
    await page.goto(url('/rota-que-nao-existe/123'));
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('404', { exact: true }).isVisible()).toBe(true);
    const home = page.getByRole('link').filter({ hasText: /in[ií]cio|home|voltar/i }).first();
    await home.click();
    await page.waitForURL((u) => u.pathname !== '/rota-que-nao-existe/123');
    // The URL changes before the route renders: poll for the 404 page to go.
    await expect.poll(() => page.getByText('Oops! Page not found').count()).toBe(0);
  });
});
