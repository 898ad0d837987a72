// Issue 14 adds the storefront at the four widths a shopper uses (phone, tablet, small laptop, laptop):
// the catalogue, a product's dialog, the bag, /links and the 404, full page, with no sideways scroll.
// Issue 3: /catalogo and /dashboard at phone (390x844) and desktop (1280x800) widths, saved to
// e2e/.artifacts; neither page may scroll sideways at either width. Issue 11 adds the product list and
// every tab of the product editor; issue 12 the stock screens.
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { closeToasts } from '../src/backoffice.ts';
import { catalogue } from '../src/storefront.ts';
import { DEMO, DESKTOP, PHONE, clientNavigate, horizontalOverflow, newPage, saveScreenshot, signIn, signInDialog, waitForPath, waitForSettled } from '../src/harness.ts';

describe.each([
  ['phone', PHONE.width],
  ['desktop', DESKTOP.width],
] as const)('screenshots at %s width', (label, width) => {
  it(`/catalogo (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    // The sign-in dialog opens by itself 1 s after load for visitors; close it for the picture.
    const dialog = signInDialog(page);
    await dialog.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
    if (await dialog.isVisible()) {
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const path = await saveScreenshot(page, `catalogo-${label}`);
    expect((await stat(path)).size).toBeGreaterThan(10_000);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it(`/dashboard (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/dashboard'));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const path = await saveScreenshot(page, `dashboard-${label}`);
    expect((await stat(path)).size).toBeGreaterThan(10_000);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it(`the product list and editor (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/cadastros/produtos'));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    const pages = [
      ['produtos', '/cadastros/produtos', 'Produtos'],
      ['produto-informacoes', '/cadastros/produtos/1/editar', 'Editar Produto'],
      ['produto-imagens', '/cadastros/produtos/1/editar?aba=imagens', 'Imagens do produto'],
      ['produto-grade', '/cadastros/produtos/1/editar?aba=grade', 'Grades do produto'],
      ['produto-precificacao', '/cadastros/produtos/1/editar?aba=precificacao', 'Resumo da precificação'],
    ] as const;
    for (const [name, path, landmark] of pages) {
      await page.goto(url(path));
      await waitForSettled(page);
      const shown = page.getByRole('heading', { name: landmark }).or(page.getByLabel(landmark, { exact: true })).or(page.getByText(landmark, { exact: true }));
      await expect.poll(() => shown.locator('visible=true').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
      expect(await horizontalOverflow(page), name).toBe(0);
    }
  });

  it(`the stock screens (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/estoque/produtos'));
    await signIn(page, DEMO.funcionario.email, DEMO.funcionario.password);
    const pages = [
      ['estoque-produtos', '/estoque/produtos', 'Estoque de Produtos'],
      ['estoque-baixo', '/estoque/produtos?baixo=1', 'Estoque de Produtos'],
      ['estoque-kardex', '/estoque/produtos/1/kardex', 'Estoque final'],
      ['movimentacoes', '/estoque/movimentacao', 'Movimentação de Estoque'],
      ['movimentacao-nova', '/estoque/movimentacao/nova?produto=1&tipo=entrada', 'Produtos selecionados'],
      ['movimentacao-editar', '/estoque/movimentacao/editar/1', 'Salvar Alterações'],
    ] as const;
    for (const [name, path, landmark] of pages) {
      await page.goto(url(path));
      await waitForSettled(page);
      const shown = page
        .getByRole('heading', { name: landmark })
        .or(page.getByLabel(landmark, { exact: true }))
        .or(page.getByText(landmark, { exact: true }))
        .or(page.getByRole('button', { name: landmark }));
      await expect.poll(() => shown.locator('visible=true').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
      expect(await horizontalOverflow(page), name).toBe(0);
    }
  });
});

// Issue 13: the placeholders remote's screens (sales lists, a finance page, a report page, the company
// settings) at the phone width and at a 1366 px laptop, full page, with no sideways scroll.
describe.each([
  ['phone', PHONE.width],
  ['laptop', 1366],
] as const)('placeholders screenshots at %s width', (label, width) => {
  it(`vendas, orçamento, financeiro, relatório and empresa (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/dashboard'));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    // The sign-in toast would cover each page's title and actions in the pictures.
    await closeToasts(page);
    const pages = [
      ['vendas', '/vendas/vendas'],
      ['orcamento', '/vendas/orcamento'],
      ['orcamento-compra', '/vendas/orcamento-compra'],
      ['contas-receber', '/financeiro/contas-receber'],
      ['relatorio-vendas', '/relatorios/vendas'],
      ['configuracao-empresa', '/configuracao/empresa'],
    ] as const;
    for (const [name, path] of pages) {
      // Client-side, as the menu goes: one sign-in and one load of the remote for all six.
      await clientNavigate(page, path);
      await waitForSettled(page);
      const title = page.locator('main h1').locator('visible=true');
      await expect.poll(() => title.count(), { message: name }).toBe(1);
      expect(await title.textContent(), name).not.toBe('404');
      if (name === 'configuracao-empresa') await page.getByLabel(/^Nome da empresa/).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
      expect(await horizontalOverflow(page), name).toBe(0);
    }
  });
});

// Issue 14: the storefront as a shopper sees it, at 390, 768, 1024 and 1366 px.
describe.each([390, 768, 1024, 1366])('storefront screenshots at %i px', (width) => {
  it(`catalogue, product, bag, links and 404 (${width} px)`, async () => {
    const [produto] = (await catalogue()).filter((p) => p.estoque_atual > 0);
    const { page, url } = await newPage({ width });
    // A visitor with one line in the bag, and the sign-in dialog already dismissed.
    await page.addInitScript((line) => {
      window.localStorage.setItem('carrinho', JSON.stringify([line]));
      window.sessionStorage.setItem('loja:dialogo-conta-mostrado', '1');
    }, { produto: { id: produto.id, nome: produto.nome, preco_venda: produto.preco_venda, imagens: [] }, gradeSelecionada: null, quantidade: 2 });
    const closeSignIn = async () => {
      const dialog = signInDialog(page);
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
      }
    };
    const shoot = async (name: string, fullPage: boolean) => {
      // Product photos load lazily: pass over the whole page once so a full-page picture shows them.
      if (fullPage) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((next) => requestAnimationFrame(next));
          }
          window.scrollTo(0, 0);
        });
      }
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // A sheet or dialog slides in: take the picture once it has arrived, not halfway.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
      await saveScreenshot(page, `storefront-${name}-${width}`, { fullPage });
      expect(await horizontalOverflow(page), name).toBe(0);
    };

    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    await page.getByRole('heading', { name: 'Produtos', exact: true }).waitFor();
    await closeSignIn();
    await shoot('catalogo', true);

    await page.goto(url(`/catalogo?produto=${produto.id}`));
    await waitForSettled(page);
    await closeSignIn();
    await page.getByRole('dialog', { name: produto.nome }).waitFor();
    await shoot('produto', false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Abrir sacola/ }).click();
    await page.getByRole('dialog', { name: 'MINHA SACOLA' }).waitFor();
    await shoot('sacola', false);

    await page.goto(url('/links'));
    await waitForSettled(page);
    await shoot('links', true);

    await page.goto(url('/nao-existe'));
    await page.getByText('Oops! Page not found').waitFor();
    await shoot('404', false);
  });
});
