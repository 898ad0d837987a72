// `npm run screenshots`: the review pictures, written to e2e/.artifacts for a person to look at (not
// part of `npm test`; the sideways-scroll checks these pages had now run in every flow, through
// waitForSettled). /catalogo and /dashboard at phone (390x844) and desktop (1280x800) widths; the
// product list and every tab of the product editor; the stock screens; the placeholders' screens at
// 390 and 1366 px; the storefront at the four widths a shopper uses (catalogue, a product's dialog,
// the bag, /links and the 404).
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogue } from '../src/storefront.ts';
import { DEMO, DESKTOP, PHONE, clientNavigate, newPage, saveScreenshot, signInThroughApi, waitForPath, waitForSettled } from '../src/harness.ts';

/** The picture is ready: every image decoded (or failed) and no transition halfway. */
async function readyForPicture(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  // A sheet or dialog slides in: take the picture once it has arrived, not halfway.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

describe.each([
  ['phone', PHONE.width],
  ['desktop', DESKTOP.width],
] as const)('screenshots at %s width', (label, width) => {
  it(`/catalogo (${label})`, async () => {
    // The account dialog already seen in this visit: it does not cover the picture.
    const { page, url } = await newPage({ width, accountDialogSeen: true });
    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    await page.getByTestId('produto-card').first().waitFor();
    await readyForPicture(page);
    const path = await saveScreenshot(page, `catalogo-${label}`);
    expect((await stat(path)).size).toBeGreaterThan(10_000);
  });

  it(`/dashboard (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
    await page.goto(url('/dashboard'));
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);
    await readyForPicture(page);
    const path = await saveScreenshot(page, `dashboard-${label}`);
    expect((await stat(path)).size).toBeGreaterThan(10_000);
  });

  it(`the product list and editor (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
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
      await readyForPicture(page);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
    }
  });

  it(`the stock screens (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.funcionario.email, DEMO.funcionario.password);
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
      await readyForPicture(page);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
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
    // Signed in through the API: no sign-in toast covers each page's title and actions in the pictures.
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
    await page.goto(url('/dashboard'));
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
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
      await readyForPicture(page);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
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
      await readyForPicture(page);
      await saveScreenshot(page, `storefront-${name}-${width}`, { fullPage });
    };

    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    await page.getByRole('heading', { name: 'Produtos', exact: true }).waitFor();
    await shoot('catalogo', true);

    await page.goto(url(`/catalogo?produto=${produto.id}`));
    await waitForSettled(page);
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
