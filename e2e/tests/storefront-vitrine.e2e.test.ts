// Issue 25 §4, the storefront's first screen on a 390 × 844 phone: the first product card starts within
// it, under a shorter hero and one compact row of categories; ?categoria=4 (from /links) shows Maiôs
// selected, its card on screen, without scrolling the page; the pagination shows up to 5 numbers on one
// line; each width downloads one hero image. Screenshots at 390 and 1366 px in e2e/.artifacts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newPage, saveScreenshot, waitForImagesOnScreen, waitForSettled } from '../src/harness.ts';
import { waitForGrid } from '../src/storefront.ts';

const WIDE = 1366;

const heroImages = (urls: string[]) => new Set(urls.filter((u) => /\/hero-(mobile|desktop)[^/]*\.svg/.test(u)).map((u) => new URL(u).pathname));

async function firstCardTop(page: Page): Promise<number> {
  const box = await page.getByTestId('produto-card').first().boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

describe('storefront first screen (issue 25 §4)', () => {
  it('at 390 px: one hero image, the first card within the first screen, 5 page numbers on one line', async () => {
    const { page, url, network } = await newPage({ width: PHONE.width, accountDialogSeen: true });
    await page.goto(url('/catalogo'));
    // Before the next slide's turn (3.5 s after the hero mounts) only the first slide was asked for.
    await page.getByRole('heading', { level: 1, name: 'Confira nossos produtos' }).waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>('img[src*="hero-mobile-1"]')?.complete === true)).toBe(true);
    expect([...heroImages(network.entries.map((e) => e.url))]).toEqual([expect.stringMatching(/hero-mobile-1/)]);

    await page.getByTestId('produto-card').first().waitFor({ state: 'visible' });
    await waitForGrid(page);
    await waitForSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const top = await firstCardTop(page);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(PHONE.height);
    await waitForImagesOnScreen(page);
    await saveScreenshot(page, 'vitrine-primeira-tela-390');

    // The page count the grid itself reports (other files may add products meanwhile).
    const summary = await page.getByText(/produtos? encontrados? · página 1 de \d+/).textContent();
    const pages = Number(/de (\d+)$/.exec(summary ?? '')?.[1]);
    expect(pages).toBeGreaterThan(3);
    const nav = page.getByRole('navigation', { name: 'Páginas de produtos' });
    await nav.scrollIntoViewIfNeeded();
    const numbers = nav.getByRole('button', { name: /^Página \d+$/ });
    await expect.poll(() => numbers.locator('visible=true').count()).toBe(Math.min(5, pages));
    // One line: Anterior, the numbers and Próxima share a row.
    const ys = new Set<number>();
    for (const button of await nav.getByRole('button').all()) ys.add(Math.round((await button.boundingBox())!.y));
    expect(ys.size).toBe(1);
    await saveScreenshot(page, 'vitrine-paginacao-390');
  });

  it('at 390 px ?categoria=4 shows Maiôs selected, its card on screen, the page not scrolled', async () => {
    const { page, url } = await newPage({ width: PHONE.width, accountDialogSeen: true });
    await page.goto(url('/catalogo?categoria=4'));
    await page.getByTestId('produto-card').first().waitFor({ state: 'visible' });
    await waitForGrid(page);
    const section = page.locator('#categorias-section');
    const maios = section.getByRole('button', { name: /^Maiôs/ });
    await expect.poll(() => maios.getAttribute('aria-pressed')).toBe('true');
    expect(await section.getByRole('button', { name: /^TODAS/ }).getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(async () => {
        const box = await maios.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    await waitForImagesOnScreen(page);
    await saveScreenshot(page, 'vitrine-categoria-4-390');
  });

  it('at 1366 px one hero image (the background), and the page looks as before', async () => {
    const { page, url, network } = await newPage({ width: WIDE, accountDialogSeen: true });
    await page.goto(url('/catalogo'));
    await page.getByTestId('produto-card').first().waitFor({ state: 'visible' });
    await waitForGrid(page);
    await waitForImagesOnScreen(page);
    expect([...heroImages(network.entries.map((e) => e.url))]).toEqual([expect.stringMatching(/hero-desktop/)]);
    await saveScreenshot(page, 'vitrine-1366');
  });
});
