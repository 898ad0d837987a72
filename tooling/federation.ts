/**
 * Module Federation settings every frontend build shares (DESIGN "Runtime contracts").
 *
 * Shared as singletons: only what holds state, so the browser has one of each whichever build loads
 * first: React (hooks dispatcher), react-dom, the router, Redux and RTK (the store, the api slice),
 * styled-components (the theme context, the style sheet), supabase-js (the client), formik (its
 * form context) and yup (setLocale is global), sonner (its toast queue: a remote's `toast()` must
 * reach the shell's <Toaster/>), the Radix primitives that stack layers (dialog, alert dialog,
 * dropdown menu: focus trap, dismiss layers and scroll lock live in module state), and the stateful
 * parts of shared-ui: `/theme`, `/platform/core` (client, store, auth context), `/platform` (the core
 * plus the RTK Query api injected into the store) and `/platform/forms` (the account forms, which read
 * the auth context).
 *
 * The design system's components (`@loja/shared-ui`) are NOT shared: each build bundles the ones it
 * uses, tree-shaken. A component that reads a context gets it from one of the singletons above
 * (styled-components, react-redux, the router, `@loja/shared-ui/platform`), never a private copy.
 */
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import type { Plugin, PluginOption } from 'vite';
import type { RemoteName } from './remotes.ts';
import { remoteStartupShares } from './remoteStartupShares.ts';

export { REMOTE_NAMES, type RemoteName } from './remotes.ts';

export const SINGLETONS = [
  'react',
  // Subpaths are listed: with `import: false` the plugin no longer maps them to their package's share.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  '@supabase/supabase-js',
  'formik',
  'yup',
  'sonner',
  '@radix-ui/react-dialog',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-dropdown-menu',
  '@loja/shared-ui/theme',
  '@loja/shared-ui/platform/core',
  '@loja/shared-ui/platform',
  '@loja/shared-ui/platform/forms',
] as const;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

/**
 * What every remote exposes (the contract types are in `@loja/shared-ui/platform`): `./routes`, its
 * route subtree, and `./navigation`, its sections' menu entries, bottom-bar icon and hub cards, which
 * the shell loads at start to build its menus and hub pages.
 */
export const REMOTE_EXPOSES = { './routes': './src/routes.tsx', './navigation': './src/navigation.ts' } as const;

/**
 * A remote: exposes `./routes` and `./navigation`, emits mf-manifest.json, shares the singletons.
 *
 * Its production build is only ever loaded by the shell, which provides every singleton and the
 * federation runtime. So it bundles no fallback copy of any singleton (`import: false`; without it
 * each remote carried ~220 KB gzipped of copies the browser never ran) and no runtime-core of its
 * own (`externalRuntime`: it reads the shell's from `globalThis._FEDERATION_RUNTIME_CORE`). `npm run
 * dev` of a remote is its own host (tooling/standalone.tsx), so there it keeps both. Its init loads
 * from the shell only the singletons its start-up chunks import; the rest wait for the lazy chunk
 * that imports them, and those that tree-shaking removed are never loaded (remoteStartupShares).
 */
export function remoteFederation(name: RemoteName, { command }: { command: 'build' | 'serve' }): PluginOption {
  const build = command === 'build';
  const shared = build
    ? Object.fromEntries(Object.entries(sharedSingletons).map(([pkg, config]) => [pkg, { ...config, import: false as const }]))
    : sharedSingletons;
  return [
    federation({
      name,
      filename: 'remoteEntry.js',
      exposes: REMOTE_EXPOSES,
      shared,
      manifest: true,
      dts: false,
      experiments: { externalRuntime: build },
    }),
    // Its init loads only the shares its start-up chunks import (tooling/remoteStartupShares.ts).
    build && remoteStartupShares(),
  ];
}

/**
 * Singletons the shell provides but a first page load does not need: the toasts, the forms'
 * libraries and the Radix menus. They load when first imported (an account dialog opening, a
 * back-office page, the Toaster once the page has loaded).
 */
export const LOADED_ON_DEMAND = [
  // The Toaster loads it after the page, or with the first toast (shared-ui Toast/sonner.ts).
  'sonner',
  'yup',
  'formik',
  '@loja/shared-ui/platform/forms',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-alert-dialog',
  // The storefront opens its dialogs and sheets lazily; the back-office layout is a lazy chunk.
  '@radix-ui/react-dialog',
  // The platform imports it after the first paint (shared-ui platform/supabase.ts, issue 25 §2).
  '@supabase/supabase-js',
  // RTK Query and the platform's api (issue 25 §2): the storefront's start-up imports only the core;
  // the catalogue loads its api after the grid is interactive, the back-office with its remotes.
  '@loja/shared-ui/platform',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
] as const satisfies readonly (typeof SINGLETONS)[number][];

/**
 * The federation plugin's host init loads ("materializes") every share its build imports anywhere,
 * before the app starts, even one only a lazy chunk imports: so yup and formik were fetched on every
 * /catalogo. The plugin has no option for it, so this marks those shares `materialize: false` in the
 * host's generated share map. A share so marked is still registered with its `get`: a remote that
 * needs it loads it from the shell then, and the shell's own chunks import the same file, so it
 * stays one instance. Fails the build if the generated code changes shape.
 */
function loadSharesOnDemand(keys: readonly string[]): Plugin {
  return {
    name: 'loja:load-shares-on-demand',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('localSharedImportMap')) return undefined;
      let out = code;
      for (const key of keys) {
        const entry = new RegExp(`(name:\\s*${JSON.stringify(key).replace(/[/.]/g, '\\$&')},[^{}]*?materialize:\\s*)(?:true|false)`);
        if (!entry.test(out)) this.error(`loja:load-shares-on-demand: "${key}" não encontrado no mapa de shares gerado (${id}).`);
        out = out.replace(entry, '$1false');
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Chunks the shell's build makes before the federation plugin's grouping (issue 25 §2).
 *
 * The plugin puts each share's wrapper in a chunk with every module the share reaches; a module that two
 * shares reach lands in one of their chunks, and the other share then imports that whole chunk.
 * react-dom's index (createPortal, flushSync) and the react-dom share's wrapper are reached from
 * `react-dom/client`, react-router and `@radix-ui/react-dialog`, and Rolldown left them in the dialog's
 * chunk: every page, which loads react-dom at start, fetched all of Radix's dialog (16 KB gzipped)
 * before the storefront's grid, though no dialog opens before a tap. tslib, which supabase-js and the
 * dialog's scroll lock both use, was there too. These groups, above the plugin's (which clamps user
 * groups below its own, so they are added after the plugin's `config`), claim those modules first,
 * without their dependencies (react stays where the plugin puts it): react-dom's modules are CommonJS,
 * wrapped in init functions, so their order of execution does not depend on the chunk they sit in.
 * The build fails if the plugin's groups are not where this expects them.
 */
export const SHELL_CHUNK_GROUPS = [
  {
    name: 'react-dom',
    // The package, the scheduler it requires, the share's wrapper and the module the share serves.
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|__(loadShare|prebuild)__react_mf_2_dom__(loadShare|prebuild)__/,
    priority: 1_000_002,
    includeDependenciesRecursively: false,
  },
  { name: 'tslib', test: /[\\/]node_modules[\\/]tslib[\\/]/, priority: 1_000_002, includeDependenciesRecursively: false },
  // RTK Query and the platform's api side (issue 25 §2): the plugin put them in one chunk with the
  // platform's core (store, auth, config), so the storefront's start, which imports only the core,
  // downloaded all of RTK Query. Here: RTK Query's modules and share wrappers, the platform share's
  // own module (index.ts, which imports the api) and wrappers, and the api-side files the core never
  // imports. Nothing in the core imports them, so this chunk loads with the first `api` import.
  {
    name: 'rtk-query',
    test: new RegExp(
      [
        String.raw`[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]`,
        String.raw`__(loadShare|prebuild)___mf_0_reduxjs_mf_1_toolkit_mf_1_query(_mf_1_react)?__(loadShare|prebuild)__`,
        String.raw`__(loadShare|prebuild)___mf_0_loja_mf_1_shared_mf_2_ui_mf_1_platform__(loadShare|prebuild)__`,
        String.raw`[\\/]shared-ui[\\/]src[\\/]platform[\\/](index|api|listQuery|listaEndpoints|contagens)\.ts`,
        String.raw`[\\/]shared-ui[\\/]src[\\/]components[\\/]RecordActions[\\/]status\.ts`,
      ].join('|'),
    ),
    priority: 1_000_002,
    includeDependenciesRecursively: false,
  },
] as const;

function shellChunkGroups(): Plugin {
  return {
    name: 'loja:shell-chunk-groups',
    enforce: 'post',
    apply: 'build',
    config(config) {
      const output = config.build?.rolldownOptions?.output;
      if (!output || Array.isArray(output) || typeof output.codeSplitting !== 'object' || !Array.isArray(output.codeSplitting.groups)) {
        throw new Error('loja:shell-chunk-groups: os grupos de codeSplitting do plugin de federação não estão em build.rolldownOptions.output.');
      }
      output.codeSplitting.groups = [...SHELL_CHUNK_GROUPS, ...output.codeSplitting.groups];
    },
  };
}

/**
 * The module the shell provides as `react-router-dom`: only the names the project imports from it
 * (a shared module is not tree-shaken, and the whole package is ≈63 KB gzipped). See the file.
 */
export const REACT_ROUTER_FACADE = fileURLToPath(new URL('./reactRouterFacade.ts', import.meta.url));

/** The shell's shares: every singleton, `react-router-dom` served by the facade. */
export const hostShared = {
  ...sharedSingletons,
  'react-router-dom': { ...sharedSingletons['react-router-dom'], import: REACT_ROUTER_FACADE },
};

/**
 * The shell: no remotes at build time (they come from config.json at runtime). It provides every
 * singleton and publishes its federation runtime for the remotes (`provideExternalRuntime`).
 */
export function hostFederation(): PluginOption {
  return [
    federation({
      name: 'shell',
      remotes: {},
      shared: hostShared,
      dts: false,
      experiments: { provideExternalRuntime: true },
    }),
    loadSharesOnDemand(LOADED_ON_DEMAND),
    shellChunkGroups(),
  ];
}
