// Issue 25 §4, what a shopper tripped over: /catalogo/xyz is the 404 page and answers HTTP 404;
// "Pular para o conteúdo" is the first Tab stop; focus comes back after signing in; the WhatsApp
// button never covers the banner's next arrow; the storefront's toasts cover neither the product
// dialog's title nor the sacola's lines. Screenshots at 390 and 1366 px in e2e/.artifacts.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pageStatus } from '../../scripts/pageHead.mjs';
import { DEMO, PHONE, newPage, saveScreenshot, signInDialog, waitForSettled } from '../src/harness.ts';
import { catalogue, expectNoToastOver, overlaps, productWithTwoVariants, waitForGrid, type SeedGrade } from '../src/storefront.ts';

const WIDE = 1366;
const TABLET = 1024;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function chooseVariant(scope: Locator, g: SeedGrade): Promise<void> {
  await scope.getByRole('button', { name: g.cor, exact: true }).click();
  await scope.getByRole('button', { name: g.tamanho.toLowerCase() === 'unico' ? 'UNC' : g.tamanho, exact: true }).click();
}

describe('storefront, issue 25 §4', () => {
  it('/catalogo/xyz: HTTP 404 from the page server, and the 404 page the shell shows for an unknown path', async () => {
    const config = { sections: [{ path: 'catalogo', remote: 'catalog', layout: 'storefront' }, { path: 'cadastros', remote: 'cadastros', layout: 'back-office' }] };
    expect([pageStatus(config, '/catalogo'), pageStatus(config, '/catalogo/'), pageStatus(config, '/cadastros/xyz')]).toEqual([200, 200, 200]);
    expect([pageStatus(config, '/catalogo/xyz'), pageStatus(config, '/nada')]).toEqual([404, 404]);

    const { page, url } = await newPage({ width: PHONE.width, accountDialogSeen: true });
    expect((await page.request.get(url('/catalogo'))).status()).toBe(200);
    expect((await page.request.get(url('/cadastros/clientes'))).status()).toBe(200);
    const response = await page.goto(url('/catalogo/xyz'));
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await page.getByText('Oops! Page not found').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '404' }).isVisible()).toBe(true);
    expect(await page.getByText('Módulo em desenvolvimento').count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Catálogo', exact: true }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'vitrine-acessivel-404-390');
  });

  describe.each([
    ['phone', PHONE.width],
    ['desktop', WIDE],
  ] as const)('keyboard at %s width', (label, width) => {
    it('"Pular para o conteúdo" is the first Tab stop, shows on focus and moves focus to the products', async () => {
      const { page, url } = await newPage({ width, accountDialogSeen: true });
      await page.goto(url('/catalogo'));
      await page.getByTestId('produto-card').first().waitFor({ state: 'visible' });
      await waitForGrid(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
      expect(await focusedText(page)).toBe('Pular para o conteúdo');
      const box = await skip.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      await saveScreenshot(page, `vitrine-acessivel-pular-${width}`);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('produtos');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#produtos'))).toBe(true);
      if (label === 'phone') expect(page.viewportSize()?.width).toBe(PHONE.width);
    });
  });

  it('after signing in from the header, focus is on Minha Conta, where Login was', async () => {
    const { page, url } = await newPage({ width: WIDE, accountDialogSeen: true });
    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = signInDialog(page);
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedText(page)).toBe('Login');

    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel(/e-?mail/i).fill(DEMO.cliente.email);
    await dialog.getByLabel(/^senha/i).fill(DEMO.cliente.password);
    await dialog.getByRole('button', { name: /^Entrar$/ }).press('Enter');
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    expect(await focusedText(page)).toMatch(/Minha Conta/);
  });

  it.each([TABLET, WIDE])("the WhatsApp button never covers the banner's next arrow at %i px", async (width) => {
    const { page, url, context } = await newPage({ width, accountDialogSeen: true });
    await page.goto(url('/catalogo'));
    await page.getByTestId('produto-card').first().waitFor({ state: 'visible' });
    await waitForGrid(page);
    const whatsapp = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    const next = page.getByRole('region', { name: 'Banners promocionais' }).getByRole('button', { name: 'Próximo slide' });
    await next.waitFor({ state: 'visible' });
    // From the top of the page down past the banner, 40 px at a time: wherever the arrow is on screen,
    // the button is out of its way and a click on the arrow's middle reaches the arrow.
    const viewport = page.viewportSize()!;
    const headerBottom = ((await page.locator('header').first().boundingBox())?.height ?? 0) + 1;
    let checked = 0;
    for (let top = 0; top < 3000; top += 40) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      const arrow = (await next.boundingBox())!;
      if (arrow.y + arrow.height < headerBottom) break;
      if (arrow.y < headerBottom || arrow.y + arrow.height > viewport.height) continue;
      await expect.poll(async () => !(await whatsapp.isVisible()) || !overlaps((await whatsapp.boundingBox())!, arrow), { message: `at scroll ${top}` }).toBe(true);
      const middle = [arrow.x + arrow.width / 2, arrow.y + arrow.height / 2];
      const topmost = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'), middle);
      expect(topmost, `at scroll ${top}`).toBe('Próximo slide');
      checked++;
    }
    expect(checked, 'positions with the arrow on screen').toBeGreaterThan(2);
    expect(context.pages()).toHaveLength(1);
    // Scrolled on, the button is back.
    await page.evaluate(() => window.scrollBy({ top: 600, behavior: 'instant' }));
    await expect.poll(() => whatsapp.isVisible()).toBe(true);
  });

  it.each([TABLET, WIDE, PHONE.width])("at %i px the toasts cover neither the product dialog's title nor the sacola's lines", async (width) => {
    const { produto, a } = productWithTwoVariants(await catalogue());
    const { page, url } = await newPage({ width, accountDialogSeen: true });
    await page.goto(url(`/catalogo?produto=${produto.id}`));
    const dialog = page.getByRole('dialog', { name: produto.nome });
    await dialog.waitFor({ state: 'visible' });
    // A refusal while the dialog stays open (no colour chosen).
    await dialog.getByRole('button', { name: 'Adicionar à sacola' }).click();
    await page.getByText('Por favor, selecione uma cor para este produto.', { exact: true }).waitFor({ state: 'visible' });
    await dialog.getByRole('heading', { name: produto.nome }).scrollIntoViewIfNeeded();
    if (width !== PHONE.width) {
      await expectNoToastOver(page, { 'título do produto': dialog.getByRole('heading', { name: produto.nome }) });
      // Nor, as before (storefront-polish), its quantity and add buttons.
      await dialog.getByRole('button', { name: 'Adicionar à sacola' }).scrollIntoViewIfNeeded();
      await expectNoToastOver(page, {
        'Diminuir quantidade': dialog.getByRole('button', { name: 'Diminuir quantidade' }),
        'Aumentar quantidade': dialog.getByRole('button', { name: 'Aumentar quantidade' }),
        'Adicionar à sacola': dialog.getByRole('button', { name: 'Adicionar à sacola' }),
      });
    }

    await chooseVariant(dialog, a);
    await dialog.getByRole('button', { name: 'Adicionar à sacola' }).click();
    await page.getByText('Produto adicionado!', { exact: true }).waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Abrir sacola/ }).click();
    const sheet = page.getByRole('dialog', { name: 'MINHA SACOLA' });
    await sheet.waitFor({ state: 'visible' });
    // The sacola opens with focus on its title, not on the first line's "−".
    await expect.poll(() => focusedText(page)).toBe('MINHA SACOLA');
    await expect.poll(() => page.getByText('Produto adicionado!', { exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, `vitrine-acessivel-sacola-toast-${width}`);
    if (width !== PHONE.width) {
      await expectNoToastOver(page, {
        'linhas da sacola': sheet.getByRole('list', { name: 'Itens da sacola' }),
        'Finalizar/Login': sheet.getByRole('button', { name: /Finalizar Compra|Fazer Login para Comprar/ }),
        'Limpar sacola': sheet.getByRole('button', { name: 'Limpar sacola' }),
      });
    }
    // "Limpar sacola" asks first.
    await sheet.getByRole('button', { name: 'Limpar sacola' }).click();
    const pergunta = page.getByRole('alertdialog', { name: 'Limpar sacola?' });
    await pergunta.waitFor({ state: 'visible' });
    if (width === PHONE.width || width === WIDE) await saveScreenshot(page, `vitrine-acessivel-limpar-${width}`);
    await pergunta.getByRole('button', { name: 'Cancelar' }).click();
    expect(await sheet.getByRole('listitem').count()).toBe(1);
  });
});
