/** The parts of config.json the page head reads; the whole object is embedded. */
export interface PageHeadConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  remotes?: Record<string, string>;
  sections?: { path: string; remote: string; layout: string }[];
}

/**
 * `html` with the hints for `pathname` and the config itself before `</head>`, and on the storefront the
 * remote's server-rendered first view when it comes in time (see pageHead.mjs). `search`: the query.
 */
export function withPageHead(html: string, config: PageHeadConfig, pathname: string, search?: string): Promise<string>;

/** The first view's time limit in ms, manifest included (env LOJA_PRIMEIRA_VISTA_MS; 0 turns it off). */
export const PRIMEIRA_VISTA_MS: number;

/** The mf-manifest.json field that names a remote's first-view module. */
export const PRIMEIRA_VISTA_FIELD: string;

/** What a first-view module returns: what goes before </head> and right before <div id="root">. */
export interface PrimeiraVistaFragment {
  head: string;
  body: string;
}

/** A first-view module, fetched from `url` and imported (cached by URL; a failure is forgotten). */
export function loadRenderModule(url: string): Promise<{ primeiraVista: (input: unknown) => Promise<PrimeiraVistaFragment | null> }>;

/** The first view of `pathname` from the remote's manifest, or null (none, not this path, failed, or over `budget` ms). */
export function primeiraVista(
  manifest: Record<string, unknown> | null,
  manifestUrl: string,
  config: PageHeadConfig,
  pathname: string,
  search: string,
  budget: number,
): Promise<PrimeiraVistaFragment | null>;

/** The storefront's pages below a storefront section (none today; see pageHead.mjs). */
export const STOREFRONT_SUBPATHS: readonly string[];

/** 200, or 404 where the shell shows its 404 page (see pageHead.mjs). */
export function pageStatus(config: PageHeadConfig, pathname: string): 200 | 404;

/** Loads and runs each storefront remote's first-view module once (a server's start); never fails. */
export function warmPrimeiraVista(config: PageHeadConfig): Promise<void>;
