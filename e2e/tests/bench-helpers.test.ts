// The bench's pure helpers (e2e/bench): the source-map decoder, the package attribution, the CLS sum
// and the back-office rule of issue 25 §3.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backOfficeRequestsBefore } from '../bench/backOffice.ts';
import { packageBreakdown } from '../bench/breakdown.ts';
import { cumulativeLayoutShift, type LayoutShift } from '../bench/cls.ts';
import { MF_GENERATED, addShares, decodeShareName, packageOfSource, packageOfUnmappedFile, sortShares, type PackageShare } from '../bench/packages.ts';
import { charsBySource, decodeSegment } from '../bench/sourceMap.ts';

const WORKSPACES = [
  { dir: 'shell', label: 'shell' },
  { dir: 'mfe-catalog', label: 'catalog' },
];

describe('source map decoding', () => {
  it('decodes Base64 VLQ segments (negative and multi-digit values)', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CACD')).toEqual([1, 0, 1, -1]);
    // 16 needs a continuation digit: g (32 + 0) then B (1) -> 16 << 1 = 32 -> 16
    expect(decodeSegment('gB')).toEqual([16]);
  });

  it('counts each segment up to the next one or the line end; unmapped text is source -1', () => {
    // line 0: "abcdefgh": col 0 source 0, col 3 source 1 (delta +1), col 6 no source
    // line 1: "xyz": col 1 source 0 (delta -1): "x" before it is unmapped
    const code = 'abcdefgh\nxyz';
    const counts = charsBySource(code, { sources: ['a.js', 'b.js'], mappings: 'AAAA,GCAA,G;CDAA' });
    expect(counts.get(0)).toBe(3 + 2);
    expect(counts.get(1)).toBe(3);
    expect(counts.get(-1)).toBe(2 + 1 + 1); // "gh", the newline, "x"
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(code.length);
  });
});

describe('package attribution', () => {
  it('names a source by its package, grouping the libraries the breakdown shows as one row', () => {
    const of = (s: string) => packageOfSource(s, WORKSPACES);
    expect(of('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(of('../../node_modules/scheduler/cjs/scheduler.production.js')).toBe('react-dom');
    expect(of('../../node_modules/react/cjs/react.production.js')).toBe('react');
    expect(of('../../node_modules/immer/dist/immer.mjs')).toBe('@reduxjs/toolkit (+ redux, immer, reselect)');
    expect(of('../../node_modules/@supabase/postgrest-js/dist/index.mjs')).toBe('@supabase/*');
    expect(of('../../node_modules/@module-federation/runtime-core/dist/core.js')).toBe('module federation (runtime)');
    expect(of('../../node_modules/styled-components/node_modules/stylis/dist/stylis.mjs')).toBe('styled-components (+ stylis)');
    expect(of('../../../../work/main/mfe-catalog/src/features/catalogo/CatalogoPage.tsx')).toBe('loja: catalog');
    expect(of('../../../../work/main/shared-ui/src/components/Button.tsx')).toBe('loja: shared-ui');
    expect(of('../../../work/main/mfe-catalog/virtual:mf-exposes:__mfe_internal__catalog__remoteEntry_js')).toBe(MF_GENERATED);
    expect(of('../../tooling/reactRouterFacade.ts')).toBe('react-router');
  });

  it('names a file without a map by its file name', () => {
    expect(decodeShareName('_mf_0_radix_mf_2_ui_mf_1_react_mf_2_dialog')).toBe('@radix-ui/react-dialog');
    expect(packageOfUnmappedFile('/assets/_virtual_mf___mfe_internal__shell__mf_owner__1__loadShare__react_mf_2_dom_mf_1_client__loadShare__.js-D7.js', 'shell')).toBe('react-dom');
    expect(packageOfUnmappedFile('/assets/_virtual_mf___x__loadShare___mf_0_loja_mf_1_shared_mf_2_ui_mf_1_platform__loadShare__.js-C.js', 'shell')).toBe('loja: shared-ui');
    expect(packageOfUnmappedFile('/assets/hostInit-O_M0HMdD.js', 'shell')).toBe(MF_GENERATED);
    expect(packageOfUnmappedFile('/assets/rolldown-runtime-B.js', 'catalog')).toBe('bundler (runtime)');
    expect(packageOfUnmappedFile('/assets/odd-X.js', 'catalog')).toBe('sem mapa: catalog odd-X.js');
  });

  it('splits a file’s sizes in proportion to its packages’ characters and sums files', () => {
    const shares = new Map<string, PackageShare>();
    addShares(shares, { origin: 'shell', rawBytes: 1000, gzipBytes: 400 }, new Map([['react-dom', 3], ['loja: shell', 1]]));
    addShares(shares, { origin: 'catalog', rawBytes: 100, gzipBytes: 50 }, new Map([['loja: shell', 1]]));
    const rows = sortShares(shares);
    expect(rows.map((r) => [r.package, r.gzipBytes, r.rawBytes, [...r.origins]])).toEqual([
      ['react-dom', 300, 750, ['shell']],
      ['loja: shell', 150, 350, ['shell', 'catalog']],
    ]);
  });
});

describe('breakdown of built files', () => {
  it('resolves a map’s sources from the map’s folder, and names a file without a map by its name', async () => {
    const root = await mkdtemp(join(tmpdir(), 'bench-breakdown-'));
    try {
      const assets = join(root, 'mfe-catalog', 'dist', 'assets');
      await mkdir(assets, { recursive: true });
      // "aaaabbbbbbbbbbbb": 4 characters of the shop's code, 12 of react-dom.
      await writeFile(join(assets, 'routes-X.js'), 'aaaabbbbbbbbbbbb');
      await writeFile(
        join(assets, 'routes-X.js.map'),
        JSON.stringify({ version: 3, sources: ['../../src/routes.tsx', '../../../node_modules/react-dom/cjs/client.js'], mappings: 'AAAA,ICAA' }),
      );
      await writeFile(join(assets, 'hostInit-Y.js'), 'x'.repeat(10));
      const file = (name: string, gzipBytes: number) => ({ origin: 'catalog', path: `/assets/${name}`, file: join(assets, name), rawBytes: 16, gzipBytes, start: 0, end: 1 });
      const { rows, byNameGzipBytes } = await packageBreakdown([file('routes-X.js', 400), file('hostInit-Y.js', 100)], [{ dir: 'mfe-catalog', label: 'catalog' }]);
      expect(rows.map((r) => [r.package, r.gzipBytes])).toEqual([
        ['react-dom', 300],
        ['loja: catalog', 100],
        [MF_GENERATED, 100],
      ]);
      expect(byNameGzipBytes).toBe(100);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('CLS', () => {
  const shift = (value: number, startTime: number, hadRecentInput = false): LayoutShift => ({ value, startTime, hadRecentInput, sources: [] });

  it('sums the shifts in the window that no input caused', () => {
    const shifts = [shift(0.01, 100), shift(0.2, 300, true), shift(0.03, 900), shift(0.5, 2500)];
    expect(cumulativeLayoutShift(shifts, 1000)).toBeCloseTo(0.04, 10);
    expect(cumulativeLayoutShift(shifts, 3000)).toBeCloseTo(0.54, 10);
    expect(cumulativeLayoutShift([], 1000)).toBe(0);
  });
});

describe('back-office before the grid', () => {
  it('lists the requests to a back-office server that started before the grid was interactive', () => {
    const resources = [
      { name: 'http://127.0.0.1:9001/mf-manifest.json', startTime: 50, responseEnd: 60 },
      { name: 'http://127.0.0.1:9002/remoteEntry.js', startTime: 70, responseEnd: 80 },
      { name: 'http://127.0.0.1:9002/assets/x.js', startTime: 900, responseEnd: 950 },
    ];
    const found = backOfficeRequestsBefore(resources, new Set(['http://127.0.0.1:9002']), 500);
    expect(found.map((r) => r.name)).toEqual(['http://127.0.0.1:9002/remoteEntry.js']);
  });
});
