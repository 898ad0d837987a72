// Issue 4: /catalogo and /links at phone and desktop widths: an axe check with no serious or
// critical violations (also with the account dialog and the sacola open), no sideways scrolling, and
// a full-page screenshot in e2e/.artifacts to look at.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { DESKTOP, PHONE, horizontalOverflow, newPage, signInDialog, waitForImagesOnScreen, waitForSettled } from '../src/harness.ts';
import { waitForGrid } from '../src/storefront.ts';

describe.each([
  ['phone', PHONE.width],
  ['desktop', DESKTOP.width],
] as const)('storefront accessibility at %s width', (label, width) => {
  it('/catalogo: the account dialog, the page and the sacola have no serious axe violations', async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    const dialog = signInDialog(page);
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await waitForGrid(page);
    await waitForImagesOnScreen(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('button', { name: /^Abrir sacola/ }).click();
    await page.getByRole('dialog', { name: 'MINHA SACOLA' }).waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/links has no serious axe violations', async () => {
    const { page, url } = await newPage({ width });
    await page.goto(url('/links'));
    await waitForSettled(page);
    await page.getByRole('link', { name: /Catálogo/ }).first().waitFor({ state: 'visible' });
    await waitForImagesOnScreen(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
