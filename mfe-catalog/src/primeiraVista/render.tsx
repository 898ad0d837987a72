/**
 * The server render of /catalogo's first view (issue 25 §1), built on its own (vite.ssr.config.ts: one
 * ESM file for Node, everything bundled) and advertised in this remote's mf-manifest.json as
 * `lojaPrimeiraVista`. The shell's page server (scripts/pageHead.mjs) imports it from the remote's
 * live deploy and puts what `primeiraVista` returns in the page; the remote stays deployable on its
 * own, and a change to the page is a change here, never in the shell.
 *
 * It renders THE SAME CatalogoPage the browser renders, inside the same providers (theme, store,
 * router at the page's address, auth still loading: the header shows "Carregando...", spec 000 §2),
 * with the public data it reads seeded in the store. The page reads the width with a script in a few
 * places (the desktop banners, the categories row): it is rendered twice, below lg and from lg up,
 * and CSS shows one. The client's first commit then equals the fragment at every width.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  PRIMEIRA_VISTA_DADOS_ID,
  PRIMEIRA_VISTA_ESTILO_ID,
  PRIMEIRA_VISTA_ID,
  PRIMEIRA_VISTA_OCULTA_ID,
} from '@loja/shared-ui';
import { LojaThemeProvider, ServerMediaContext, breakpoints, minWidthQuery } from '@loja/shared-ui/theme';
import { AuthContext, makeStore, parseRuntimeConfig, setRuntimeConfig, type AuthContextValue } from '@loja/shared-ui/platform';
import { CAPTURA_DE_TOQUES, CatalogoPage, PRODUTO_PARAM, lerDadosPublicos, semearCache, type DadosPrimeiraVista } from '../features/catalogo';
// The same files the client build emits (same content, same hashed names), under BASE_MARK here.
import heroDesktopUrl from '../components/vitrine/assets/hero-desktop.svg?no-inline';
import { HERO_SLIDES } from '../components/vitrine/slides';
import { idsDoLadoLargo } from './ids';

/**
 * The server build's `base` (vite.ssr.config.ts): every asset URL starts with it, and is made
 * absolute against the remote's deploy when rendered (the page lives on the shell's origin).
 */
export const BASE_MARK = '/__loja_remote_base__/';

/** The paths this module renders: /catalogo only (/links and the 404 are served as before). */
export const PRIMEIRA_VISTA_PATHS: readonly string[] = ['/catalogo'];

export interface PrimeiraVistaInput {
  /** The page's path, e.g. /catalogo. */
  pathname: string;
  /** The page's query, e.g. ?categoria=4&pagina=2 (the selected category card, the grid's page), or ''. */
  search: string;
  /** The shell's runtime config (config.json): the backend's URL and anon key. */
  config: unknown;
  /** Where this remote is deployed (its mf-manifest.json's folder, ending in /): the assets' base. */
  base: string;
}

export interface PrimeiraVista {
  /** Goes before </head>: the fragment's styles, the rule that hides #root meanwhile, the hero's preload. */
  head: string;
  /** Goes right before <div id="root">: the fragment and its data. */
  body: string;
}

/** What the first view's auth reads: still loading (the store's auth state); no action is possible yet. */
const authCarregando = new Proxy({ session: null } as Partial<AuthContextValue>, {
  get: (target, key: string) => (key in target ? target[key as keyof AuthContextValue] : () => Promise.reject(new Error('Carregando...'))),
}) as AuthContextValue;

/** `useMediaQuery` on one side of lg: a min-width query holds when the side's width reaches it. */
function ladoDaTela(largo: boolean) {
  const largura = largo ? breakpoints.lg : breakpoints.lg - 1;
  return (query: string) => {
    const match = /^\(min-width:\s*([\d.]+)px\)$/.exec(query.trim());
    return match ? largura >= Number(match[1]) : false;
  };
}

function pagina(store: ReturnType<typeof makeStore>, location: string, largo: boolean): ReactElement {
  return (
    <ServerMediaContext.Provider value={ladoDaTela(largo)}>
      <Provider store={store}>
        {/* One copy of the global style is enough for the two renders. */}
        <LojaThemeProvider withGlobalStyle={!largo}>
          <AuthContext.Provider value={authCarregando}>
            <MemoryRouter initialEntries={[location]}>
              <CatalogoPage />
            </MemoryRouter>
          </AuthContext.Provider>
        </LojaThemeProvider>
      </Provider>
    </ServerMediaContext.Provider>
  );
}

const FINO = 'loja-pv-fino';
const LARGO = 'loja-pv-largo';
const ESCOLHE_O_LADO = `@media ${minWidthQuery('lg')}{.${FINO}{display:none}}@media not all and ${minWidthQuery('lg')}{.${LARGO}{display:none}}`;


/** JSON safe inside <script>: `<` escaped, so nothing in it can close the element. */
const jsonNoScript = (text: string) => text.replace(/</g, '\\u003c');
/** CSS safe inside <style>: no `</style` in it. */
const cssNoStyle = (text: string) => text.replace(/<\/(style)/gi, '<\\/$1');
/** The CSS of a sheet's `<style>` tags. */
const cssDe = (tags: string) => [...tags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
/**
 * The fragment is a picture of the page, not the page: no test id in it, so a test that counts the
 * page's cards or rows (`data-testid`) finds React's only, whether or not the takeover has happened.
 */
const semTestIds = (text: string) => text.replace(/\sdata-testid="[^"]*"/g, '');
const atributo = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The first view of `pathname`, or null for a path it does not render. Reads the public data from the
 * backend of `config`; throws when it cannot (the page server then serves the page without it).
 */
export async function primeiraVista({ pathname, search, config, base }: PrimeiraVistaInput): Promise<PrimeiraVista | null> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!PRIMEIRA_VISTA_PATHS.includes(path)) return null;
  setRuntimeConfig(parseRuntimeConfig(config));
  const query = semProdutoAberto(search);
  // Read on every request (the grid's page too): a product staff just edited shows as it is now.
  const dados: DadosPrimeiraVista = await lerDadosPublicos(makeStore(), query);

  const location = `${path}${query}`;
  // The render depends only on the address, the deploy's URL and the data: the same three (most
  // requests: the categories rarely change) give the same page, made once (two renders cost ~100 ms).
  const chave = JSON.stringify([location, base, dados]);
  const pronta = feitas.get(chave);
  if (pronta) return pronta;
  const feita = renderizar(location, base, dados);
  feitas.set(chave, feita);
  if (feitas.size > MAX_FEITAS) feitas.delete(feitas.keys().next().value!);
  return feita;
}

/**
 * The query without `?produto=` (a shared product's dialog): the dialog is a script's part (its chunk
 * loads after the takeover, which opens it), so the first view shows the page under it, also to a
 * browser without JavaScript, instead of a loading notice no script would replace.
 */
function semProdutoAberto(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(PRODUTO_PARAM)) return search;
  params.delete(PRODUTO_PARAM);
  const resto = params.toString();
  return resto ? `?${resto}` : '';
}

/** Pages already rendered, oldest first (a few addresses: /catalogo and its ?categoria= links), each with its data. */
const feitas = new Map<string, PrimeiraVista>();
const MAX_FEITAS = 32;

function renderizar(location: string, base: string, dados: DadosPrimeiraVista): PrimeiraVista {
  const sheet = new ServerStyleSheet();
  let html: string;
  try {
    const render = (largo: boolean) => {
      // A store per render, seeded as the client's will be (its auth: loading).
      const store = makeStore();
      semearCache(store, dados);
      return renderToString(sheet.collectStyles(pagina(store, location, largo)));
    };
    // React puts the hero's preload() links inline; they go in the head instead (once, below).
    const semPreloads = (text: string) => text.replace(/<link rel="preload"[^>]*>/g, '');
    html = semTestIds(`<div class="${FINO}">${semPreloads(render(false))}</div><div class="${LARGO}">${idsDoLadoLargo(semPreloads(render(true)))}</div>`);
    // The styles the two renders used, as plain CSS (not rehydrated by the client's styled-components).
    const css = cssDe(sheet.getStyleTags());
    const absoluto = (text: string) => text.split(BASE_MARK).join(base);
    const head = [
      `<style id="${PRIMEIRA_VISTA_OCULTA_ID}">#root{display:none}</style>`,
      `<style id="${PRIMEIRA_VISTA_ESTILO_ID}">${cssNoStyle(absoluto(css))}${ESCOLHE_O_LADO}</style>`,
      // The largest paint of each width, asked for by the HTML itself before the styles are parsed: the
      // desktop hero is a CSS background (lg up), the phone's first slide an <img> (below lg).
      `<link rel="preload" as="image" href="${atributo(absoluto(heroDesktopUrl))}" media="${minWidthQuery('lg')}" fetchpriority="high" />`,
      `<link rel="preload" as="image" href="${atributo(absoluto(HERO_SLIDES[0].src))}" media="not all and ${minWidthQuery('lg')}" fetchpriority="high" />`,
      // Before the cards in the page: a tap on one is recorded until the page takes over and replays it (issue 25 §3).
      `<script>${CAPTURA_DE_TOQUES}</script>`,
    ].join('\n');
    const body = [
      `<div id="${PRIMEIRA_VISTA_ID}">${absoluto(html)}</div>`,
      `<script type="application/json" id="${PRIMEIRA_VISTA_DADOS_ID}">${jsonNoScript(JSON.stringify(dados))}</script>`,
    ].join('\n');
    return { head, body };
  } finally {
    sheet.seal();
  }
}
