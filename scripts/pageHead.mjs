// What the static servers add to the shell's index.html: `npm start`'s (scripts/start.mjs) and the
// suite's and bench's (e2e/src/static-server.ts). Plain JavaScript so `npm start` runs it as is; its
// types are in pageHead.d.mts.
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const FRONTENDS = JSON.parse(readFileSync(new URL('../tooling/remotes.json', import.meta.url), 'utf8'));

/**
 * `html` (the shell's index.html) with, before `</head>`, the hints for `pathname` and the config
 * itself. The shell learns the origins and files a page needs only once its JavaScript has read
 * config.json and then the remote's manifest, a chain of round trips the server can skip:
 * - `preconnect` to the backend and to the section's remote (every remote in the back-office, whose
 *   menus read each remote's ./navigation): `crossorigin` for the REST calls and modules, and on the
 *   storefront a plain one too, for the images both serve (a no-cors request uses other connections);
 * - on the storefront, `modulepreload` of the remote's entry and of its ./routes chunks, read from the
 *   remote's live mf-manifest.json (the remotes deploy on their own: never from a build of ours);
 * - the config in a `<script type="application/json" id="loja-config">`, read by shared-ui's
 *   `loadRuntimeConfig` (INLINE_CONFIG_ID): the shell starts without waiting for /config.json;
 * - on the storefront, the remote's server-rendered first view when its manifest advertises one
 *   (`lojaPrimeiraVista`, issue 25 §1): see `primeiraVista` below. `search` is the address's query
 *   (`?categoria=4` selects a category card in it).
 */
export async function withPageHead(html, config, pathname, search = '') {
  const started = Date.now();
  const { hints, manifest, manifestUrl } = await headHints(config, pathname);
  const tags = [...hints, inlineConfigScript(config)];
  let page = html;
  const fragment = manifest ? await primeiraVista(manifest, manifestUrl, config, pathname, search, PRIMEIRA_VISTA_MS - (Date.now() - started)) : null;
  // The fragment goes right before #root; without that place in the page, the page is served as before.
  if (fragment && page.includes(ROOT_TAG)) {
    // Functions as replacements: a `$&` in the fragment's CSS or data stays as it is.
    page = page.replace(ROOT_TAG, () => `${fragment.body}\n    ${ROOT_TAG}`);
    tags.push(fragment.head);
  }
  return page.replace('</head>', () => `${tags.map((tag) => `  ${tag}\n`).join('')}</head>`);
}

const ROOT_TAG = '<div id="root">';

async function headHints(config, pathname) {
  // The config's own sections decide (a deployment may move or add them); remotes.json for an old config.
  const section = (config.sections ?? FRONTENDS.sections).find((s) => pathname === `/${s.path}` || pathname.startsWith(`/${s.path}/`));
  const remotes = !section ? [] : section.layout === 'back-office' ? Object.values(config.remotes ?? {}) : [config.remotes?.[section.remote]];
  const origins = [...new Set([config.supabaseUrl, ...remotes].filter(Boolean).map((url) => new URL(url).origin))];
  const storefront = section?.layout === 'storefront';
  const hints = origins.flatMap((origin) => [
    `<link rel="preconnect" href="${origin}" crossorigin />`,
    ...(storefront ? [`<link rel="preconnect" href="${origin}" />`] : []),
  ]);
  const manifestUrl = storefront ? config.remotes?.[section.remote] : undefined;
  const manifest = manifestUrl ? await readManifest(manifestUrl) : null;
  if (manifest) hints.push(...routesPreloads(manifest, manifestUrl).map((href) => `<link rel="modulepreload" href="${href}" crossorigin />`));
  return { hints, manifest, manifestUrl };
}

/** The config as a JSON script; `<` is escaped so no value can close the tag. */
function inlineConfigScript(config) {
  return `<script type="application/json" id="loja-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

/** The remote's live mf-manifest.json; null when it does not answer quickly. */
async function readManifest(manifestUrl) {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(500) });
    if (!response.ok) return null;
    const manifest = await response.json();
    return manifest && typeof manifest === 'object' ? manifest : null;
  } catch {
    return null;
  }
}

/** The remote entry and the ./routes chunks its manifest lists. */
function routesPreloads(manifest, manifestUrl) {
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((e) => e.name === 'routes' || e.name === './routes');
  const files = [...(entry?.type === 'module' && entry.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(routes?.assets?.js?.sync ?? [])];
  return files.map((file) => new URL(file, manifestUrl).href);
}

/**
 * How long the first view may take, manifest included (ms): past it, the page is served as without
 * one. `LOJA_PRIMEIRA_VISTA_MS` overrides it (0 turns the first view off).
 */
export const PRIMEIRA_VISTA_MS = Number(process.env.LOJA_PRIMEIRA_VISTA_MS ?? 400);

/** The manifest's field naming the remote's server-render module (mfe-catalog/vite.ssr.config.ts). */
export const PRIMEIRA_VISTA_FIELD = 'lojaPrimeiraVista';

/** Render modules by URL (their names are content-hashed: a URL is one build for ever). */
const modules = new Map();

/** One temporary folder per server process for the modules' files, removed when the process exits. */
let moduleDirMade;
function moduleDir() {
  moduleDirMade ??= mkdtemp(join(tmpdir(), 'loja-primeira-vista-')).then((made) => {
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    return made;
  });
  return moduleDirMade;
}

/**
 * The module at `url`: fetched from the remote's deploy, written to a temporary file and imported (it
 * is one self-contained ESM file). Kept while it works; a failed load is forgotten, so a later page retries.
 * A load still under way when a page's time is up goes on, and the next page finds it ready.
 */
export function loadRenderModule(url) {
  let loading = modules.get(url);
  if (!loading) {
    loading = (async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      // A file, not a data: URL: the bundle's CommonJS interop calls createRequire(import.meta.url).
      const file = join(await moduleDir(), `render-${modules.size}-${Date.now()}.mjs`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      const module = await import(pathToFileURL(file).href);
      if (typeof module.primeiraVista !== 'function') throw new Error(`${url}: sem primeiraVista`);
      return module;
    })();
    modules.set(url, loading);
    loading.catch(() => modules.delete(url));
  }
  return loading;
}

/**
 * The storefront remote's server-rendered first view of `pathname` (issue 25 §1): `{ head, body }`,
 * or null when its manifest advertises none, the module does not render this path, or anything fails
 * or takes longer than `budget` ms. The module (from the remote's live deploy, never from the shell's
 * build) reads the public data with the config's anon key and renders the page's own components.
 */
export async function primeiraVista(manifest, manifestUrl, config, pathname, search, budget) {
  const file = manifest?.[PRIMEIRA_VISTA_FIELD];
  if (typeof file !== 'string' || !file || !(budget > 0)) return null;
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), budget)));
  const render = (async () => {
    const url = new URL(file, manifestUrl).href;
    const module = await loadRenderModule(url);
    const result = await module.primeiraVista({ pathname, search, config, base: new URL('./', manifestUrl).href });
    return result && typeof result.head === 'string' && typeof result.body === 'string' ? result : null;
  })().catch(() => null);
  try {
    return await Promise.race([render, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads each storefront remote's first-view module and renders its page once, so the first shopper
 * after a server start gets the first view too (a cold import and first render take longer than the
 * time limit). Never fails: a remote without one, or down, is simply skipped.
 */
export async function warmPrimeiraVista(config) {
  const storefront = (config.sections ?? FRONTENDS.sections).filter((s) => s.layout === 'storefront');
  await Promise.all(
    storefront.map(async (section) => {
      const manifestUrl = config.remotes?.[section.remote];
      const manifest = manifestUrl ? await readManifest(manifestUrl) : null;
      const file = manifest?.[PRIMEIRA_VISTA_FIELD];
      if (typeof file !== 'string' || !file) return;
      try {
        const module = await loadRenderModule(new URL(file, manifestUrl).href);
        await module.primeiraVista({ pathname: `/${section.path}`, search: '', config, base: new URL('./', manifestUrl).href });
      } catch {
        // Served without it until a page finds the module working.
      }
    }),
  );
}

/**
 * The storefront's own pages below each storefront section's path, as the catalogue remote's
 * `./routes` (mfe-catalog/src/routes.tsx) declares them: none today, /catalogo and /links are index
 * routes and every deeper path is its 404. A sub-route added there is added here too.
 */
export const STOREFRONT_SUBPATHS = [];

/**
 * The HTTP status of the shell's page at `pathname`: 404 where the page shows the 404, so a crawler
 * or a link checker is not told an unknown address exists. What the server knows is small: `/`
 * (a redirect of the shell's), the config's sections and the storefront's sub-paths above. Under
 * a back-office section every path gets 200: there the shell and the section's remote decide.
 */
export function pageStatus(config, pathname) {
  if (pathname === '/' || pathname === '/index.html') return 200;
  const [, first, ...rest] = pathname.replace(/\/+$/, '').split('/');
  const section = (config.sections ?? FRONTENDS.sections).find((s) => s.path === first);
  if (!section) return 404;
  if (section.layout !== 'storefront' || rest.length === 0) return 200;
  return STOREFRONT_SUBPATHS.includes(rest.join('/')) ? 200 : 404;
}
