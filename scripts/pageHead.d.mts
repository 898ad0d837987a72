/** The parts of config.json the page head reads; the whole object is embedded. */
export interface PageHeadConfig {
  supabaseUrl?: string;
  remotes?: Record<string, string>;
  sections?: { path: string; remote: string; layout: string }[];
}

/** `html` with the hints for `pathname` and the config itself before `</head>` (see pageHead.mjs). */
export function withPageHead(html: string, config: PageHeadConfig, pathname: string): Promise<string>;

/** The storefront's pages below a storefront section (none today; see pageHead.mjs). */
export const STOREFRONT_SUBPATHS: readonly string[];

/** 200, or 404 where the shell shows its 404 page (see pageHead.mjs). */
export function pageStatus(config: PageHeadConfig, pathname: string): 200 | 404;
