// Issue 3: /catalogo and /dashboard at phone (390x844) and desktop (1280x800) widths, saved to
// e2e/.artifacts; neither page may scroll sideways at either width.
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, horizontalOverflow, newPage, saveScreenshot, signIn, signInDialog, waitForPath, waitForSettled } from '../src/harness.ts';

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
});
