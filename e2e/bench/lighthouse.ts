// Lighthouse, mobile preset (its default config: a mid-range phone, simulated slow 4G and 4x CPU),
// against the system the bench serves, in the same Chromium the suite drives (e2e/src/browser.ts),
// launched by chrome-launcher on a debugging port.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ARTIFACTS_DIR } from '../src/apps.ts';
import type { ResolvedBrowser } from '../src/browser.ts';
import { LIGHTHOUSE_BUDGETS, type LighthouseCategory } from './budgets.ts';

export const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGETS) as LighthouseCategory[];

export interface FailedAudit {
  id: string;
  title: string;
  displayValue?: string;
  score: number;
}

export interface LighthouseRun {
  /** 0-100 per category. */
  scores: Record<LighthouseCategory, number>;
  /** Per category, the audits that cost it points (score under 1), heaviest first. */
  failed: Record<LighthouseCategory, FailedAudit[]>;
  /** Every URL the run requested (its network-requests audit), to check none is the back-office's. */
  urls: string[];
}

/**
 * Flags that turn on software GL (SwiftShader). This server has no GPU: with them, Chromium rasterizes
 * the first image paint on the CPU in one 450–550 ms GPU-process task, which Lighthouse's 4× CPU
 * slowdown turns into 2–3 s of blocking time that no phone (all have a GPU) would see. Lighthouse runs
 * without them and with `--disable-gpu`, the usual flags for headless Lighthouse in CI.
 */
const SOFTWARE_GL_FLAGS = new Set(['--ignore-gpu-blocklist', '--in-process-gpu', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader']);

export async function runLighthouse(url: string, browser: ResolvedBrowser): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: browser.executablePath,
    chromeFlags: ['--headless=new', '--disable-gpu', ...browser.args.filter((flag) => !SOFTWARE_GL_FLAGS.has(flag))],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error('O Lighthouse não devolveu resultado.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The whole report of the latest run, to read an audit's details (which files, which requests).
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await writeFile(join(ARTIFACTS_DIR, 'lighthouse-report.json'), JSON.stringify(lhr));
    const scores = {} as LighthouseRun['scores'];
    const failed = {} as LighthouseRun['failed'];
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      scores[id] = Math.round((category.score ?? 0) * 100);
      failed[id] = category.auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
        .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
        .map(({ audit }) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue, score: audit.score ?? 0 }));
    }
    const requests = lhr.audits['network-requests']?.details;
    const urls = requests && requests.type === 'table' ? requests.items.map((item) => String(item.url)) : [];
    return { scores, failed, urls };
  } finally {
    chrome.kill();
  }
}
