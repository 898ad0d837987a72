// The build step that keeps a remote's init from loading shares no start-up chunk imports
// (tooling/remoteStartupShares.ts): the graph it reads and the code it rewrites, and that it fails
// loudly when the federation plugin's generated code changes shape.
import { describe, expect, it } from 'vitest';
import { encodeShareKey, rewriteLazyShares, wrappersInChunks, type ChunkInfo } from '../../tooling/remoteStartupShares.ts';

const wrapper = (key: string) => `\0virtual:mf:__mfe_internal__catalog__mf_owner__1__loadShare__${encodeShareKey(key)}__loadShare__.js`;

const CHUNKS: Record<string, ChunkInfo> = {
  'remoteEntry.js': { isEntry: true, imports: ['assets/dist.js'], moduleIds: ['/x/remoteEntry'] },
  'assets/routes-facade.js': { isEntry: true, imports: ['assets/routes.js'], moduleIds: ['/src/routes.tsx'] },
  'assets/routes.js': { isEntry: false, imports: [], moduleIds: [wrapper('react'), wrapper('@loja/shared-ui/platform'), '/src/CatalogoPage.tsx'] },
  'assets/dist.js': { isEntry: false, imports: [], moduleIds: ['/node_modules/x.js'] },
  // Only an import() reaches it: its shares are loaded by that import, not by init.
  'assets/ProductDialog.js': { isEntry: false, imports: ['assets/routes.js'], moduleIds: [wrapper('@radix-ui/react-dialog')] },
};

const importMap = (lazy: string) => `
var __mfHostOnly = (name) => async () => { throw new Error("host"); };
var __mfLazyShares = ${lazy};
var __mfConsumeOnly = (name, version, scope, materialize, shareConfig) => ({ name });
var usedShared = {
  "react": __mfConsumeOnly("react", "19.3.1", "default", true, {}),
  "@loja/shared-ui/platform": __mfConsumeOnly("@loja/shared-ui/platform", "0.1.0", "default", true, {}),
  "@radix-ui/react-dialog": __mfConsumeOnly("@radix-ui/react-dialog", "1.3.1", "default", true, {}),
  "yup": __mfConsumeOnly("yup", "1.7.1", "default", true, {}),
};`;

describe('remoteStartupShares', () => {
  it('encodes a share key as the federation plugin names its wrapper', () => {
    expect(encodeShareKey('@loja/shared-ui/platform')).toBe('_mf_0_loja_mf_1_shared_mf_2_ui_mf_1_platform');
    expect(encodeShareKey('react-dom/client')).toBe('react_mf_2_dom_mf_1_client');
  });

  it('finds the wrappers of the chunks an entry reaches statically, apart from those of lazy chunks', () => {
    const { startup, all } = wrappersInChunks(CHUNKS);
    expect([...startup].sort()).toEqual(['_mf_0_loja_mf_1_shared_mf_2_ui_mf_1_platform', 'react']);
    expect(all.has('_mf_0_radix_mf_2_ui_mf_1_react_mf_2_dialog')).toBe(true);
  });

  it('marks lazy every share no start-up chunk imports: the lazy chunk’s and the tree-shaken ones', () => {
    const { code, lazy } = rewriteLazyShares(importMap('["@radix-ui/react-dialog"]'), wrappersInChunks(CHUNKS));
    expect(lazy).toEqual(['@radix-ui/react-dialog', 'yup']);
    expect(code).toContain('var __mfLazyShares = ["@radix-ui/react-dialog","yup"];');
    expect(code).toContain('"react": __mfConsumeOnly("react"');
  });

  it('replaces the placeholder the plugin leaves when it found no lazy share', () => {
    const { code } = rewriteLazyShares(importMap('"__MF_LAZY_CONSUME_ONLY_SHARES__"'), wrappersInChunks(CHUNKS));
    expect(code).toContain('var __mfLazyShares = ["@radix-ui/react-dialog","yup"];');
    expect(code).not.toContain('__MF_LAZY_CONSUME_ONLY_SHARES__');
  });

  it('fails when the generated code or the chunk graph changed shape', () => {
    const graph = wrappersInChunks(CHUNKS);
    expect(() => rewriteLazyShares(importMap('[]').replace('__mfLazyShares', '__mfDeferred'), graph)).toThrow(/__mfLazyShares/);
    expect(() => rewriteLazyShares(importMap('[]').replaceAll('__mfConsumeOnly(', 'consume('), graph)).toThrow(/__mfConsumeOnly/);
    expect(() => rewriteLazyShares(importMap('[]'), { startup: new Set(), all: new Set() })).toThrow(/__loadShare__/);
    const unknown = { startup: graph.startup, all: new Set([...graph.all, 'styled_mf_2_components']) };
    expect(() => rewriteLazyShares(importMap('[]'), unknown)).toThrow(/styled_mf_2_components/);
  });

  it('fails when the plugin already deferred a share a start-up chunk imports', () => {
    expect(() => rewriteLazyShares(importMap('["react"]'), wrappersInChunks(CHUNKS))).toThrow(/react/);
  });
});
