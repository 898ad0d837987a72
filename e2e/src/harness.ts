// What a test file uses: the shared browser, pages at phone or desktop size with a network log,
// sign-in through the UI, and screenshots of open pages when a test fails (see setup/each-file.ts).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './apps.ts';
import { connectBrowser } from './browser.ts';
import { NetworkLog } from './network-log.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const DEMO = {
  admin: { email: 'admin@lojapraia.com.br', password: 'admin123' },
  funcionario: { email: 'funcionario@lojapraia.com.br', password: 'func123' },
  cliente: { email: 'cliente@lojapraia.com.br', password: 'cliente123' },
} as const;

export const system = () => inject('system');

let browser: Promise<Browser> | undefined;
export function getBrowser(): Promise<Browser> {
  browser ??= connectBrowser(system().wsEndpoint);
  return browser;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  network: NetworkLog;
  /** Absolute URL on the shell (or `base`) for a path. */
  url(path: string): string;
}

const open = new Set<OpenedPage>();

export interface NewPageOptions {
  /** 390 -> phone (390x844), anything else -> that width at 800 high (1280x800 desktop). */
  width?: number;
  /** Origin the page's relative paths resolve against; the suite's shell by default. */
  base?: string;
  /**
   * The visitor has already seen "Acesse sua conta" in this visit, so it does not open by itself
   * 1 s after load: for tests about something else, instead of waiting for the dialog to close it.
   */
  accountDialogSeen?: boolean;
}

/** sessionStorage key of the account dialog's once-per-visit flag (shared-ui's useAutoOpenAccountDialog). */
const ACCOUNT_DIALOG_SHOWN_KEY = 'loja:dialogo-conta-mostrado';

/** A page in a fresh context (own cookies, storage and cache), recording its network. */
export async function newPage(options: NewPageOptions = {}): Promise<OpenedPage> {
  const width = options.width ?? DESKTOP.width;
  const viewport = width === PHONE.width ? { ...PHONE } : { width, height: DESKTOP.height };
  const context = await (await getBrowser()).newContext({
    viewport,
    isMobile: width === PHONE.width,
    hasTouch: width === PHONE.width,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The storefront's carousels do not autoplay under reduced motion (shared-ui Carousel): an open
    // /catalogo kept Chromium busy with slides (about a third of a core at 1366 px) through every test
    // that left one open. The autoplay itself is the Carousel's unit test.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  if (options.accountDialogSeen) {
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), ACCOUNT_DIALOG_SHOWN_KEY);
  }
  const page = await context.newPage();
  const network = new NetworkLog(page);
  const base = options.base ?? system().shellUrl;
  const opened: OpenedPage = { page, context, network, url: (path) => new URL(path, base).href };
  open.add(opened);
  return opened;
}

export async function closePage(opened: OpenedPage): Promise<void> {
  open.delete(opened);
  await opened.context.close().catch(() => undefined);
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .toLowerCase();
}

export async function saveScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${slug(name)}.png`);
  // A full page of the catalogue takes seconds to paint on a busy 2-core machine.
  await page.screenshot({ path, fullPage, timeout: 60_000 });
  return path;
}

/** How many pixels the page scrolls sideways (0 for a layout that fits its width). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Called after each test: screenshots every still-open page if the test failed, then closes them. */
export async function afterTest(testName: string, failed: boolean): Promise<void> {
  let i = 0;
  for (const opened of [...open]) {
    if (failed && !opened.page.isClosed()) {
      // The index leads: slug() cuts long names at 80 characters, which dropped a trailing index and
      // let the second page's screenshot overwrite the first's.
      const path = await saveScreenshot(opened.page, `failed-${i++}-${testName}`).catch(() => undefined);
      if (path) console.error(`[e2e] screenshot da falha: ${path} (${opened.page.url()})`);
    }
    await closePage(opened);
  }
}

export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Acesse sua conta' });

/** Signs in through the UI's dialog ("Acesse sua conta"), opening it from the header when it is not open. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = signInDialog(page);
  const opener = page.getByRole('button', { name: /^(Login|Entrar)$/ }).first();
  // On the storefront and on guarded routes the dialog opens by itself, but on a busy machine that can
  // take seconds: wait for the dialog or the button that opens it, whichever comes first.
  await expect.poll(async () => (await dialog.isVisible()) || (await opener.isVisible()), { timeout: 30_000 }).toBe(true);
  if (!(await dialog.isVisible())) {
    // The dialog may still open by itself and cover the button: then the click is not needed.
    await opener.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  await dialog.getByLabel(/e-?mail/i).fill(email);
  await dialog.getByLabel(/^senha/i).fill(password);
  await dialog.getByRole('button', { name: /^Entrar$/ }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
}

/** Where supabase-js keeps the session of a client of `supabaseUrl` (its default storage key). */
const sessionStorageKey = (supabaseUrl: string) => `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Signs in without the UI, for tests where signing in is not the behaviour under test: the password
 * grant straight to the auth API, its session written where supabase-js reads it on the shell's
 * origin. The next page load starts signed in (no dialog, no "Login realizado" toast).
 */
export async function signInThroughApi(page: Page, url: (path: string) => string, email: string, password: string): Promise<void> {
  const { supabaseUrl, anonKey } = system();
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = (await response.json()) as { access_token?: string; expires_in?: number; expires_at?: number };
  if (!response.ok || !session.access_token) throw new Error(`signInThroughApi(${email}): ${response.status} ${JSON.stringify(session)}`);
  session.expires_at ??= Math.round(Date.now() / 1000) + (session.expires_in ?? 3600);
  // A small file of the shell's origin (no app boot) to reach its localStorage.
  await page.goto(url('/config.json'));
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [sessionStorageKey(supabaseUrl), JSON.stringify(session)] as const);
}

/** Waits until the page's path is `path` (client-side navigation included). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/**
 * Client-side navigation (what a menu link does): React Router's BrowserRouter follows history
 * changes announced by popstate, so the page, its modules and its store stay the same.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await waitForPath(page, path);
}

/**
 * Waits for the shell's loading text to be gone (auth bootstrap and remote loading), then checks that
 * the settled page does not scroll sideways: every flow that opens a page checks its layout at the
 * flow's width (these checks lived in the screenshot set, which is now `npm run screenshots`).
 */
export async function waitForSettled(page: Page): Promise<void> {
  await expect.poll(() => page.getByText('Carregando...').count(), { timeout: 20_000 }).toBe(0);
  await expectNoSidewaysScroll(page);
}

/**
 * Every image on screen has loaded (or failed): what a screenshot or an axe check of the first view
 * needs, instead of `networkidle`, which a page with an autoplaying carousel may never reach. Images
 * below the fold, or beside the screen (a carousel's next slides, lazy until it moves), are not waited for.
 */
export async function waitForImagesOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const box = img.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && box.width > 0;
      return !onScreen || img.complete;
    }),
  );
}

/** The page fits its width: nothing makes it scroll sideways (polled, so a sheet still sliding in may finish). */
export async function expectNoSidewaysScroll(page: Page, what = new URL(page.url()).pathname): Promise<void> {
  await expect.poll(() => horizontalOverflow(page), { message: `${what} rola para o lado a ${page.viewportSize()?.width ?? '?'} px` }).toBe(0);
}
