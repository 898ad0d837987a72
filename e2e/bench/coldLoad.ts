// One cold load of a page at one width: a fresh browser context (empty HTTP cache, storage and
// service workers) with the HTTP cache disabled, the probe installed before any script runs.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { CLS_SETTLE_MS } from './cls.ts';
import { PROBE_SCRIPT, readProbe, type ProbeResult } from './probe.ts';
import type { BenchViewport } from './viewports.ts';

export interface ResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
}

export interface ShownImage {
  src: string;
  naturalWidth: number;
  shownWidth: number;
  neededWidth: number;
}

export interface ColdLoad extends ProbeResult {
  resources: ResourceTiming[];
  images: ShownImage[];
}

/** A fresh context (the caller closes it) whose page has the probe from its first moment and no HTTP cache. */
export async function coldProbedPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addInitScript(PROBE_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

export async function coldLoad(browser: Browser, url: string, viewport: BenchViewport): Promise<ColdLoad> {
  const { context, page } = await coldProbedPage(browser, viewport.context);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => (window as unknown as { __benchProbe: ProbeResult }).__benchProbe.gridInteractive >= 0, undefined, { timeout: 30_000 })
      .catch(() => {
        throw new Error(`A grade de produtos não ficou interativa em 30 s (${viewport.label}): nenhum botão "Adicionar à sacola" com onClick do React.`);
      });
    // The layout shifts' window (cls.ts): until the grid is interactive plus the settle time.
    await page.waitForFunction(
      (settle) => {
        const probe = (window as unknown as { __benchProbe: ProbeResult }).__benchProbe;
        return performance.now() >= probe.gridInteractive + settle;
      },
      CLS_SETTLE_MS,
      { timeout: 10_000 },
    );
    // Everything the page fetches on its own (images below the fold, idle prefetches) counts in the total.
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const probe = await page.evaluate(readProbe);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return { name: r.name, startTime: r.startTime, responseEnd: r.responseEnd };
      }),
    );
    // Every loaded raster image: what was downloaded against what its box needs.
    const images = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth > 0 && !img.currentSrc.endsWith('.svg') && !img.currentSrc.startsWith('data:'))
        .map((img) => {
          const shown = img.getBoundingClientRect().width;
          return { src: img.currentSrc, naturalWidth: img.naturalWidth, shownWidth: Math.round(shown), neededWidth: Math.round(shown * window.devicePixelRatio) };
        })
        .filter((img) => img.shownWidth > 0),
    );
    return { ...probe, resources, images };
  } finally {
    await context.close();
  }
}
