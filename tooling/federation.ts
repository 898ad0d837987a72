/**
 * Module Federation settings every frontend build shares (DESIGN "Runtime contracts"):
 * one React, one router, one Redux store, one styled-components theme, one Supabase client and one
 * shared-ui in the browser, whichever build loads first.
 */
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';

export const REMOTE_NAMES = ['catalog', 'cadastros', 'estoque', 'placeholders'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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

/** A remote: exposes `./routes`, emits mf-manifest.json, shares the singletons. */
export function remoteFederation(name: RemoteName): PluginOption {
  return federation({
    name,
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
    shared: sharedSingletons,
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
