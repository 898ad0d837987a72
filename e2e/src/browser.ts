// Which Chromium the suite and the bench drive, and how it is launched.
// Order (issue 3): CHROME_PATH, then /usr/bin/chromium, then the browser shipped by @sparticuz/chromium.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

export interface ResolvedBrowser {
  executablePath: string;
  args: string[];
  /** Where the choice came from, printed by the suite and the bench. */
  source: 'CHROME_PATH' | '/usr/bin/chromium' | '@sparticuz/chromium';
}

// Flags that keep headless Chromium quiet and deterministic in containers (often root, small /dev/shm).
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--no-default-browser-check',
  // Software compositing instead of GL emulated by SwiftShader (@sparticuz's flags): the same pixels for
  // a page with no WebGL, for about 40 % less CPU per flow on the suite's 2 cores.
  '--disable-gpu',
];

// @sparticuz's GL flags, which --disable-gpu replaces.
const GPU_ARGS = new Set(['--in-process-gpu', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist']);

const LAMBDA_ONLY_ARGS = new Set([
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  "--headless='shell'",
]);

export async function resolveBrowser(): Promise<ResolvedBrowser> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH aponta para ${fromEnv}, que não existe.`);
    return { executablePath: fromEnv, args: COMMON_ARGS, source: 'CHROME_PATH' };
  }
  if (existsSync('/usr/bin/chromium')) {
    return { executablePath: '/usr/bin/chromium', args: COMMON_ARGS, source: '/usr/bin/chromium' };
  }
  // Imported lazily: it unpacks a brotli'd Chromium into /tmp on first use.
  const { default: sparticuz } = await import('@sparticuz/chromium');
  const executablePath = await sparticuz.executablePath();
  // Its args are tuned for AWS Lambda: keep its sandbox flags, drop its GL flags (--disable-gpu above) and what breaks a test browser
  // (--single-process kills the whole browser when a context closes; --disable-web-security would
  // hide CORS mistakes the suite must catch).
  const own = sparticuz.args.filter((a) => !LAMBDA_ONLY_ARGS.has(a) && !GPU_ARGS.has(a));
  const args = [...own, ...COMMON_ARGS.filter((a) => !own.includes(a))];
  return { executablePath, args, source: '@sparticuz/chromium' };
}

function launchOptions(resolved: ResolvedBrowser): LaunchOptions {
  return { executablePath: resolved.executablePath, args: resolved.args, headless: true, timeout: 60_000 };
}

export async function launchBrowser(resolved?: ResolvedBrowser): Promise<Browser> {
  return chromium.launch(launchOptions(resolved ?? (await resolveBrowser())));
}

/** One browser for the whole suite: launched in the global setup, test files connect to its endpoint. */
export async function launchBrowserServer(resolved?: ResolvedBrowser): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions(resolved ?? (await resolveBrowser())));
}

export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint, { timeout: 30_000 });
}
