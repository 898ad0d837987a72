// The breakdown by package of the JavaScript a load fetched: which library (react-dom,
// styled-components, @reduxjs/toolkit, @supabase/*, the Module Federation runtime, …) or which part
// of the shop's own code (per remote, shared-ui) the bytes are.
//
// How: each built file's hidden source map (tooling/vite.ts emits them next to the file) says which
// source every character comes from (sourceMap.ts); a source's path names its package
// (`…/node_modules/<package>/…`, or a workspace's `src/`). A file's gzipped size is split between its
// packages in proportion to their characters (gzip compresses each part about as well as the whole:
// an approximation, exact in total). Files the builds emit without a map (the federation plugin's
// small generated chunks, the bundler's runtime) are attributed by their file name: a
// `…loadShare__<share>__loadShare__…` chunk to that shared package, the federation's entry and init
// chunks to "module federation (gerado)", anything else to "sem mapa: <origin> <file>".

/** Package groups: one row for a library and the small packages only it uses. */
const GROUPS: [RegExp, string][] = [
  [/^(react-dom|scheduler)$/, 'react-dom'],
  [/^(react|react-is)$/, 'react'],
  [/^(react-router|react-router-dom|cookie|set-cookie-parser)$/, 'react-router'],
  [/^(@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|@standard-schema\/.*)$/, '@reduxjs/toolkit (+ redux, immer, reselect)'],
  [/^(react-redux|use-sync-external-store)$/, 'react-redux'],
  [/^(styled-components|stylis|@emotion\/.*|shallowequal|tslib|css-to-react-native|camelize|postcss-value-parser|css-color-keywords)$/, 'styled-components (+ stylis)'],
  [/^(@supabase\/.*|iceberg-js)$/, '@supabase/*'],
  [/^@module-federation\//, 'module federation (runtime)'],
  [/^(@radix-ui\/.*|react-remove-scroll.*|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|@floating-ui\/.*)$/, '@radix-ui/* (+ react-remove-scroll)'],
  [/^(embla-carousel.*)$/, 'embla-carousel'],
  [/^(formik|yup|lodash.*|hoist-non-react-statics|deepmerge|react-fast-compare|property-expr|tiny-case|toposort)$/, 'formik + yup'],
];

export const MF_GENERATED = 'module federation (gerado)';
export const UNMAPPED = 'não mapeado';

/** The package a path inside node_modules belongs to: `@scope/name` or `name`. */
function nodeModulesPackage(path: string): string {
  const after = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return after[0].startsWith('@') ? `${after[0]}/${after[1]}` : after[0];
}

export const groupOf = (pkg: string): string => GROUPS.find(([re]) => re.test(pkg))?.[1] ?? pkg;

export interface Workspace {
  /** The workspace directory (mfe-catalog, shell, …). */
  dir: string;
  /** How the breakdown names it (catalog, shell, …). */
  label: string;
}

/** The row a source file of a map counts under. */
export function packageOfSource(source: string, workspaces: readonly Workspace[]): string {
  const path = source.replace(/\\/g, '/');
  if (path.includes('node_modules/')) return groupOf(nodeModulesPackage(path));
  if (/virtual:mf|__mf__virtual|mf-localSharedImportMap|__mfe_internal__/.test(path)) return MF_GENERATED;
  if (/(^|\/)tooling\/reactRouterFacade\.ts$/.test(path)) return 'react-router';
  if (/(^|\/)tooling\/supabaseRealtimeStub\.ts$/.test(path)) return '@supabase/*';
  if (/(^|\/)shared-ui\/src\//.test(path)) return 'loja: shared-ui';
  for (const ws of workspaces) if (path.includes(`/${ws.dir}/`) || path.startsWith(`${ws.dir}/`)) return `loja: ${ws.label}`;
  if (/(^|\/)tooling\//.test(path)) return 'loja: tooling';
  if (/rolldown|vite\//.test(path) || path.startsWith('\0')) return 'bundler (runtime)';
  return `outro: ${path.split('/').slice(-2).join('/')}`;
}

/** A shared package's name from the federation plugin's file-name encoding (`_mf_0_` @, `_mf_1_` /, `_mf_2_` -). */
export const decodeShareName = (encoded: string): string =>
  encoded.replace(/_mf_0_/g, '@').replace(/_mf_1_/g, '/').replace(/_mf_2_/g, '-');

/** The row of a built file that has no source map, from its name. */
export function packageOfUnmappedFile(path: string, origin: string): string {
  const share = /(?:loadShare|prebuild)__(.+?)__(?:loadShare|prebuild)__/.exec(path);
  if (share) {
    const name = decodeShareName(share[1]);
    if (name.startsWith('@loja/')) return `loja: shared-ui`;
    // react-dom/client -> react-dom, @radix-ui/react-dialog -> @radix-ui/react-dialog
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    return groupOf(pkg);
  }
  if (/mf-localSharedImportMap|mf-entry-bootstrap|hostInit|pendingShares|remoteEntry|__mfe_internal__/.test(path)) return MF_GENERATED;
  if (/rolldown-runtime|vite-preload-helper|preload-helper/.test(path)) return 'bundler (runtime)';
  return `sem mapa: ${origin} ${path.split('/').pop()}`;
}

export interface PackageShare {
  package: string;
  gzipBytes: number;
  rawBytes: number;
  /** Which servers the bytes came from (shell, catalog, …). */
  origins: Set<string>;
}

/**
 * Splits one file's sizes over its rows in proportion to each row's characters (`chars`, from its
 * map; a file without a map passes one row with all its characters) and adds them to `into`.
 */
export function addShares(
  into: Map<string, PackageShare>,
  file: { origin: string; rawBytes: number; gzipBytes: number },
  chars: Map<string, number>,
): void {
  const total = [...chars.values()].reduce((t, n) => t + n, 0);
  if (total === 0) return;
  for (const [pkg, n] of chars) {
    const row = into.get(pkg) ?? { package: pkg, gzipBytes: 0, rawBytes: 0, origins: new Set<string>() };
    row.gzipBytes += (file.gzipBytes * n) / total;
    row.rawBytes += (file.rawBytes * n) / total;
    row.origins.add(file.origin);
    into.set(pkg, row);
  }
}

/** Rows heaviest first (gzip). */
export const sortShares = (shares: Map<string, PackageShare>): PackageShare[] =>
  [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes || a.package.localeCompare(b.package));
