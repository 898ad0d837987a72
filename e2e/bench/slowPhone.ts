// Issue 25 §3, "shoppers on slow phones": one cold load of /catalogo at 390 px under Lighthouse's
// reference phone — its mobile preset's slow 4G and 4x CPU slowdown (the `mobileSlow4G` constants,
// applied here for real through DevTools: request latency, down/up throughput, CPU throttling, as
// Lighthouse's own "devtools" throttling does, since its default "simulate" mode only estimates
// timings from an unthrottled load). It checks that
// - the product grid shows and becomes interactive without the back-office's code: no request to a
//   back-office remote's server (backOffice.ts) before the grid is interactive;
// - a product card's "Adicionar à sacola" works as soon as it is visible: the moment the button is
//   on screen it is tapped (Playwright's click: visible, stable, receives the tap), and the page must
//   answer within TAP_ANSWER_MS (the sacola's count changes, or a toast appears: the product's
//   colour/size refusal or "Produto adicionado!"). A button shown by the HTML before React took it
//   over would swallow the tap, and this fails. The visitor's "Acesse sua conta" dialog opens by
//   itself 1 s after the page mounts (spec 000): when it is over the card at that moment, it is
//   closed first (Escape), as a shopper would, and the report says so.
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser } from 'playwright-core';
import { backOfficeRequestsBefore } from './backOffice.ts';
import { coldProbedPage, type ResourceTiming } from './coldLoad.ts';
import { ADD_BUTTON_TEXT, readProbe, type ProbeResult } from './probe.ts';
import { PHONE } from './viewports.ts';

const SLOW_4G = throttling.mobileSlow4G;
/** How long the page may take to answer the tap, with the CPU 4x slower. */
export const TAP_ANSWER_MS = 3000;

export interface SlowPhoneLoad {
  probe: ProbeResult;
  /** Back-office requests that started before the grid was interactive. */
  backOfficeBeforeGrid: ResourceTiming[];
  /** ms from navigation start when the tap was given, and whether the page answered it. */
  tappedAt: number;
  tapAnswered: boolean;
  /** The account dialog had to be closed before the tap. */
  dialogClosed: boolean;
  profile: string;
}

export async function slowPhoneLoad(browser: Browser, url: string, backOfficeOrigins: ReadonlySet<string>): Promise<SlowPhoneLoad> {
  const { context, page, cdp } = await coldProbedPage(browser, PHONE.context);
  try {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs ?? 0,
      downloadThroughput: ((SLOW_4G.downloadThroughputKbps ?? 0) * 1024) / 8,
      uploadThroughput: ((SLOW_4G.uploadThroughputKbps ?? 0) * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier ?? 4 });
    await page.goto(url, { waitUntil: 'commit' });

    const button = page.locator('[data-testid="produto-card"] button:not([disabled])', { hasText: ADD_BUTTON_TEXT }).first();
    await button.waitFor({ state: 'visible', timeout: 90_000 });
    const tappedAt = await page.evaluate(() => performance.now());
    const answer = page
      .locator('[data-sonner-toast]')
      .or(page.getByRole('button', { name: /^Abrir sacola \(1 ite/ }))
      .first();
    const dialog = page.getByRole('dialog', { name: 'Acesse sua conta' });
    let dialogClosed = false;
    for (let attempt = 0; ; attempt++) {
      if (await dialog.isVisible()) {
        dialogClosed = true;
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      }
      const clicked = await button.click({ timeout: 3_000 }).then(
        () => true,
        (error: unknown) => {
          if (attempt >= 2) throw error;
          return false;
        },
      );
      if (clicked) break;
    }
    const tapAnswered = await answer.waitFor({ state: 'visible', timeout: TAP_ANSWER_MS }).then(
      () => true,
      () => false,
    );
    await page.waitForFunction(() => (window as unknown as { __benchProbe: ProbeResult }).__benchProbe.gridInteractive >= 0, undefined, { timeout: 30_000 });
    const probe = await page.evaluate(readProbe);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: (e as PerformanceResourceTiming).responseEnd })),
    );
    return {
      probe,
      backOfficeBeforeGrid: backOfficeRequestsBefore(resources, backOfficeOrigins, probe.gridInteractive),
      tappedAt,
      tapAnswered,
      dialogClosed,
      profile: `latência ${SLOW_4G.requestLatencyMs} ms, ${((SLOW_4G.downloadThroughputKbps ?? 0) / 1024).toFixed(2)} Mbps desc., ${SLOW_4G.uploadThroughputKbps} kbps sub., CPU ${SLOW_4G.cpuSlowdownMultiplier}x`,
    };
  } finally {
    await context.close();
  }
}
