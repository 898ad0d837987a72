// Issues 3 and 14: navigate through all four remotes and assert from the browser's network log that
// React, react-dom, react-redux, styled-components and supabase-js were each fetched exactly once; and
// so were the other stateful singletons: React Router (the shell's facade of react-router-dom), sonner
// (the toast queue), Radix's dismissable layer (dialog stacking) and shared-ui's platform (client,
// store, AuthContext). The design system's components are bundled per remote (tooling/federation.ts);
// none of them owns state, so they are not checked.
//
// Issue 25 §2/§3: /catalogo fetches nothing from the back-office remotes. The shell registers every
// remote of config.json with the Module Federation runtime at start, and its shareStrategy is the
// plugin's default 'version-first', under which the runtime's loadShare() on the shell's instance
// first loads and initialises the entry of EVERY registered remote to compare versions. Today nothing
// calls it after the registration (the shell's own shares are its own chunks; a remote's loadShare
// runs on that remote's instance, which knows no remotes), so no entry is fetched; this test holds
// that: until the visitor's account dialog has opened (formik/yup loaded by the shell) and supabase-js
// has loaded (after the first view since issue 25 §2), not one request reaches a back-office server.
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, SECTIONS } from '../src/apps.ts';
import { DEMO, clientNavigate, newPage, signIn, signInDialog, system, waitForPath, waitForSettled } from '../src/harness.ts';
import { SHARED_FINGERPRINTS, locateSharedCopies, sharedCopyProblems } from '../src/shared-modules.ts';

describe('shared singletons', () => {
  it('one copy of each shared package while moving through all four remotes', async () => {
    const { page, network, url } = await newPage();
    await page.goto(url('/catalogo'));
    await waitForSettled(page);

    // The storefront: supabase-js once loaded (after the first view), the account dialog open by
    // itself, and nothing from the back-office's servers (manifests, entries, chunks) so far.
    await expect.poll(() => locateSharedCopies(network.scriptBodies).get('@supabase/supabase-js')?.length ?? 0, { timeout: 20_000 }).toBe(1);
    await signInDialog(page).waitFor({ state: 'visible', timeout: 30_000 });
    await network.settled();
    const { remoteUrls: servers } = system();
    const storefrontRemotes = new Set(SECTIONS.filter((s) => s.layout === 'storefront').map((s) => s.remote));
    const backOffice = REMOTE_NAMES.filter((name) => !storefrontRemotes.has(name));
    expect(backOffice.length).toBeGreaterThan(0);
    const fromBackOffice = network.entries.filter((e) => backOffice.some((name) => e.url.startsWith(`${servers[name]}/`)));
    expect(fromBackOffice.map((e) => e.url), 'pedidos ao back-office em /catalogo').toEqual([]);

    // Staff sign-in on the storefront lands on /dashboard (placeholders remote).
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);

    // The rest by client-side navigation, as the menu does: one page, one module graph.
    for (const [path, heading] of [
      ['/cadastros/clientes', 'Clientes'],
      // A screen of the estoque remote itself (/estoque alone is the shell's hub page).
      ['/estoque/movimentacao', 'Movimentação de Estoque'],
      ['/vendas', 'Vendas'],
    ] as const) {
      await clientNavigate(page, path);
      await waitForSettled(page);
      await expect.poll(() => page.getByRole('heading', { name: heading }).first().isVisible()).toBe(true);
    }

    await network.settled();
    const scripts = network.scripts();

    // Every remote was really loaded from its own server during the walk.
    const { remoteUrls } = system();
    for (const name of REMOTE_NAMES) {
      const fromRemote = scripts.filter((s) => s.url.startsWith(`${remoteUrls[name]}/`));
      expect(fromRemote.length, `scripts do remote ${name}`).toBeGreaterThan(0);
    }
    // The page never reloaded: the shell document was requested once.
    expect(network.entries.filter((e) => e.resourceType === 'document')).toHaveLength(1);

    const problems = sharedCopyProblems(network.scriptBodies, network.counts(scripts));
    expect(problems, `scripts baixados:\n${scripts.map((s) => s.url).join('\n')}`).toEqual([]);
    // The fingerprints cover the packages the issue names (react-dom in two parts) and shared-ui.
    expect(SHARED_FINGERPRINTS.map((f) => f.name)).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-redux',
      'styled-components',
      '@supabase/supabase-js',
      'sonner',
      '@radix-ui/react-dismissable-layer',
      '@loja/shared-ui/platform',
    ]);
  });
});
