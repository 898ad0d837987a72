// What the static servers add to the shell's index.html: `npm start`'s (scripts/start.mjs) and the
// suite's and bench's (e2e/src/static-server.ts). Plain JavaScript so `npm start` runs it as is; its
// types are in pageHead.d.mts.
import { readFileSync } from 'node:fs';

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
 *   `loadRuntimeConfig` (INLINE_CONFIG_ID): the shell starts without waiting for /config.json.
 */
export async function withPageHead(html, config, pathname) {
  const tags = [...(await headHints(config, pathname)), inlineConfigScript(config)];
  return html.replace('</head>', `${tags.map((tag) => `  ${tag}\n`).join('')}</head>`);
}

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
  if (manifestUrl) hints.push(...(await routesPreloads(manifestUrl)).map((href) => `<link rel="modulepreload" href="${href}" crossorigin />`));
  return hints;
}

/** The config as a JSON script; `<` is escaped so no value can close the tag. */
function inlineConfigScript(config) {
  return `<script type="application/json" id="loja-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

/** The remote entry and the ./routes chunks its manifest lists; none when the remote does not answer quickly. */
async function routesPreloads(manifestUrl) {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(500) });
    if (!response.ok) return [];
    const manifest = await response.json();
    const entry = manifest.metaData?.remoteEntry;
    const routes = manifest.exposes?.find((e) => e.name === 'routes' || e.name === './routes');
    const files = [...(entry?.type === 'module' && entry.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(routes?.assets?.js?.sync ?? [])];
    return files.map((file) => new URL(file, manifestUrl).href);
  } catch {
    return [];
  }
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
