/**
 * Module Federation settings every frontend build shares (DESIGN "Runtime contracts"):
 * one React, one router, one Redux store, one styled-components theme, one Supabase client and one
 * shared-ui in the browser, whichever build loads first.
 */
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import type { RemoteName } from './remotes.ts';

export { REMOTE_NAMES, type RemoteName } from './remotes.ts';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@supabase/supabase-js',
  'formik',
  '@loja/shared-ui',
  '@loja/shared-ui/theme',
  '@loja/shared-ui/format',
  '@loja/shared-ui/platform',
] as const;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

/**
 * Whether a remote's production build takes this package from the shell and never bundles a copy
 * (`import: false`): shared-ui and its subpaths. Without it the build's loadShare chunk for shared-ui
 * inlines a fallback copy of the whole design system, which the browser downloads even though the
 * shell already provides it. `npm run dev` of a remote is its own host, so it keeps the fallback.
 */
const providedByShell = (pkg: string) => pkg === '@loja/shared-ui' || pkg.startsWith('@loja/shared-ui/');

/**
 * What every remote exposes (the contract types are in `@loja/shared-ui/platform`): `./routes`, its
 * route subtree, and `./navigation`, its sections' menu entries, bottom-bar icon and hub cards, which
 * the shell loads at start to build its menus and hub pages.
 */
export const REMOTE_EXPOSES = { './routes': './src/routes.tsx', './navigation': './src/navigation.ts' } as const;

/** A remote: exposes `./routes` and `./navigation`, emits mf-manifest.json, shares the singletons. */
export function remoteFederation(name: RemoteName, { command }: { command: 'build' | 'serve' }): PluginOption {
  const shared =
    command === 'build'
      ? Object.fromEntries(
          Object.entries(sharedSingletons).map(([pkg, config]) => [pkg, providedByShell(pkg) ? { ...config, import: false as const } : config]),
        )
      : sharedSingletons;
  return federation({
    name,
    filename: 'remoteEntry.js',
    exposes: REMOTE_EXPOSES,
    shared,
    manifest: true,
    dts: false,
  });
}

/** The shell: no remotes at build time (they come from config.json at runtime). */
export function hostFederation(): PluginOption {
  return federation({
    name: 'shell',
    remotes: {},
    shared: sharedSingletons,
    dts: false,
  });
}
