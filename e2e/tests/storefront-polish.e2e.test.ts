// Issue 14, how the storefront behaves: focus goes back to the control that opened the product dialog
// or the sacola; ?pagina past the end shows the last page with no failed request; ?produto={id} opens
// that product and closing removes it; "Compartilhar" copies the link where there is no Web Share
// API; toasts never cover the sacola's buttons or the product dialog's quantity and add buttons (at 390
// and 1366 px); the 404 wears the brand and offers a way back; a favicon; a title and description per page.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, PHONE, newPage, signIn, system, waitForPath, waitForSettled } from '../src/harness.ts';
import {
  catalogue,
  dismissAutoAccountDialog,
  expectNoToastOver,
  productWithTwoVariants,
  waitForGrid,
  waitForParam,
  type SeedGrade,
} from '../src/storefront.ts';

const WIDE = 1366;
const POR_PAGINA = 12;

/** Whether `locator`'s element is the page's focused element. */
async function isFocused(page: Page, locator: Locator): Promise<boolean> {
  const handle = await locator.elementHandle();
  return page.evaluate((element) => document.activeElement === element, handle);
}

/** The head has exactly one title and one meta description; returns them. */
async function headMeta(page: Page): Promise<{ titles: number; descriptions: number; title: string; description: string | null }> {
  return page.evaluate(() => ({
    titles: document.head.querySelectorAll('title').length,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  }));
}

async function chooseVariant(scope: Locator, g: SeedGrade): Promise<void> {
  await scope.getByRole('button', { name: g.cor, exact: true }).click();
  await scope.getByRole('button', { name: g.tamanho.toLowerCase() === 'unico' ? 'UNC' : g.tamanho, exact: true }).click();
}

const inDefaultRange = <T extends { preco_venda: number }>(products: T[]) => products.filter((p) => p.preco_venda >= 0 && p.preco_venda <= 1000);

describe('storefront polish', () => {
  it('closing the product dialog or the sacola gives focus back to the control that opened it', async () => {
    const { page, url } = await newPage({ width: WIDE });
    await page.goto(url('/catalogo'));
    await dismissAutoAccountDialog(page);
    await waitForGrid(page);

    const [first] = inDefaultRange(await catalogue());
    const opener = page.getByRole('button', { name: `Ver detalhes de ${first.nome}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: first.nome });
    await dialog.waitFor({ state: 'visible' });
    await waitForParam(page, 'produto', String(first.id));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, opener)).toBe(true);
    await waitForParam(page, 'produto', null);

    // The same through the dialog's own close button.
    await opener.click();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, opener)).toBe(true);

    const sacolaButton = page.getByRole('button', { name: /^Abrir sacola/ });
    await sacolaButton.click();
    const sheet = page.getByRole('dialog', { name: 'MINHA SACOLA' });
    await sheet.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, sacolaButton)).toBe(true);
  });

  it('?pagina=99 shows the last page with its pagination, and no catalogue request fails', async () => {
    const products = inDefaultRange(await catalogue());
    const last = Math.ceil(products.length / POR_PAGINA);
    expect(last).toBeGreaterThan(1);
    const { page, url } = await newPage({ width: WIDE });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url('/catalogo?pagina=99'));
    await dismissAutoAccountDialog(page); // while it is open, the rest of the page is aria-hidden
    await waitForParam(page, 'pagina', String(last));
    await waitForGrid(page);
    const names = await page.getByTestId('produto-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(names).toEqual(products.slice((last - 1) * POR_PAGINA).map((p) => p.nome));
    const pagination = page.getByRole('navigation', { name: 'Páginas de produtos' });
    await expect.poll(() => pagination.getByRole('button', { name: `Página ${last}` }).getAttribute('aria-current')).toBe('page');
    // The way back works: the first number shown (up to 5 around the current page; page 1 while the
    // catalogue has at most 5 pages, which the sales flows that add products before this file outgrow).
    const first = Math.max(1, last - 4);
    await pagination.getByRole('button', { name: `Página ${first}` }).click();
    await waitForParam(page, 'pagina', first === 1 ? null : String(first));
    await waitForGrid(page);
    expect(failed).toEqual([]);
  });

  it('?produto={id} opens that product with its name as the title; closing removes the parameter', async () => {
    const products = inDefaultRange(await catalogue());
    const target = products[products.length - 1]; // on the last page, not the first
    const { page, url } = await newPage({ width: PHONE.width });
    await page.goto(url(`/catalogo?produto=${target.id}`));
    const dialog = page.getByRole('dialog', { name: target.nome });
    await dialog.waitFor({ state: 'visible' });
    expect((await headMeta(page)).title).toBe(`${target.nome} | Loja Praia`);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForParam(page, 'produto', null);
    expect(new URL(page.url()).pathname).toBe('/catalogo');

    // An unknown id: a toast, no product dialog, and the URL without it.
    await page.goto(url('/catalogo?produto=987654'));
    await page.getByText('Produto não encontrado', { exact: true }).waitFor({ state: 'visible' });
    await waitForParam(page, 'produto', null);
    expect(await page.getByRole('dialog').filter({ hasNot: page.getByText('Acesse sua conta') }).count()).toBe(0);
  });

  it('"Compartilhar" without the Web Share API copies the link and says "Link copiado"', async () => {
    const [product] = inDefaultRange(await catalogue());
    const { page, context, url } = await newPage({ width: WIDE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: system().shellUrl });
    // A browser without the Web Share API (desktop Firefox, Chromium on Linux).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await page.goto(url(`/catalogo?ordem=preco_asc&produto=${product.id}`));
    const dialog = page.getByRole('dialog', { name: product.nome });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Compartilhar' }).click();
    await page.getByText('Link copiado', { exact: true }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/catalogo?produto=${product.id}`));
  });

  describe.each([
    ['phone', PHONE.width],
    ['desktop', WIDE],
  ] as const)('toasts at %s width', (label, width) => {
    it("never cover the sacola's Finalizar Compra and Limpar sacola, nor the product dialog's quantity and add buttons", async () => {
      const { produto, a } = productWithTwoVariants(await catalogue());
      const { page, url } = await newPage({ width });
      await page.goto(url('/catalogo'));
      await waitForSettled(page);
      await signIn(page, DEMO.cliente.email, DEMO.cliente.password);

      await page.goto(url(`/catalogo?produto=${produto.id}`));
      const dialog = page.getByRole('dialog', { name: produto.nome });
      await dialog.waitFor({ state: 'visible' });
      // A refusal toast while the dialog stays open (no colour chosen).
      await dialog.getByRole('button', { name: 'Adicionar à sacola' }).click();
      await page.getByText('Por favor, selecione uma cor para este produto.', { exact: true }).waitFor({ state: 'visible' });
      await expectNoToastOver(page, {
        'Diminuir quantidade': dialog.getByRole('button', { name: 'Diminuir quantidade' }),
        'Aumentar quantidade': dialog.getByRole('button', { name: 'Aumentar quantidade' }),
        'Adicionar à sacola': dialog.getByRole('button', { name: 'Adicionar à sacola' }),
      });

      await chooseVariant(dialog, a);
      await dialog.getByRole('button', { name: 'Adicionar à sacola' }).click();
      await page.getByText('Produto adicionado!', { exact: true }).waitFor({ state: 'visible' });
      await dialog.waitFor({ state: 'hidden' });
      // Open the sacola while the toast is still on screen.
      await page.getByRole('button', { name: /^Abrir sacola/ }).click();
      const sheet = page.getByRole('dialog', { name: 'MINHA SACOLA' });
      await sheet.waitFor({ state: 'visible' });
      await expect.poll(() => page.getByText('Produto adicionado!', { exact: true }).isVisible()).toBe(true);
      await expectNoToastOver(page, {
        'Finalizar Compra': sheet.getByRole('button', { name: 'Finalizar Compra' }),
        'Limpar sacola': sheet.getByRole('button', { name: 'Limpar sacola' }),
      });
      if (label === 'phone') expect(page.viewportSize()?.width).toBe(PHONE.width);
    });
  });

  it('the 404 wears the brand, keeps the spec texts, has its own title and leads back', async () => {
    const { page, url } = await newPage({ width: PHONE.width });
    await page.goto(url('/pagina-que-nao-existe'));
    await page.getByText('Oops! Page not found').waitFor({ state: 'visible' });
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: /^Loja Praia/ }).waitFor({ state: 'visible' });
    await banner.getByRole('link', { name: 'Catálogo', exact: true }).waitFor({ state: 'visible' });
    expect(await headMeta(page)).toMatchObject({ titles: 1, descriptions: 1, title: 'Página não encontrada | Loja Praia' });
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    // "/" sends a visitor to the catalogue.
    await waitForPath(page, '/catalogo');
    await waitForGrid(page);
  });

  it('/favicon.ico and /favicon.svg are images, linked from the page; a missing file is a 404, not the page', async () => {
    const { page, url } = await newPage({ width: WIDE });
    const ico = await page.request.get(url('/favicon.ico'));
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\//);
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO header
    const svg = await page.request.get(url('/favicon.svg'));
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect((await page.request.get(url('/nao-existe.js'))).status()).toBe(404);

    await page.goto(url('/catalogo'));
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons).toEqual(expect.arrayContaining([url('/favicon.ico'), url('/favicon.svg')]));
  });

  it('/catalogo and /links each have their own title and description, one of each in the head', async () => {
    const { page, url } = await newPage({ width: WIDE });
    await page.goto(url('/catalogo'));
    await page.getByTestId('produto-card').first().waitFor({ state: 'visible' });
    const catalogo = await headMeta(page);
    expect(catalogo).toMatchObject({ titles: 1, descriptions: 1, title: 'Catálogo de moda praia | Loja Praia' });
    expect(catalogo.description).toMatch(/Biquínis/);

    await page.goto(url('/links'));
    await page.getByRole('link', { name: /Catálogo/ }).first().waitFor({ state: 'visible' });
    const links = await headMeta(page);
    expect(links).toMatchObject({ titles: 1, descriptions: 1 });
    expect(links.title).not.toBe(catalogo.title);
    expect(links.description).not.toBe(catalogo.description);
  });
});
