// The fingerprints that test (a) relies on, checked against the installed packages' own production
// files: each package matches only its own fingerprint, and two copies of React are reported.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/apps.ts';
import { locateSharedCopies, sharedCopyProblems, SHARED_FINGERPRINTS } from '../src/shared-modules.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => {
  // Some packages do not export ./package.json; walk up from their main entry instead.
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  return dir;
};
const read = (pkg: string, file: string) => readFileSync(join(packageDir(pkg), file), 'utf8');

const FILES: { label: string; body: () => string; expected: string[] }[] = [
  { label: 'react.production.js', body: () => read('react', 'cjs/react.production.js'), expected: ['react'] },
  { label: 'react-jsx-runtime.production.js', body: () => read('react', 'cjs/react-jsx-runtime.production.js'), expected: [] },
  { label: 'react-dom.production.js', body: () => read('react-dom', 'cjs/react-dom.production.js'), expected: ['react-dom'] },
  {
    label: 'react-dom-client.production.js',
    body: () => read('react-dom', 'cjs/react-dom-client.production.js'),
    expected: ['react-dom/client'],
  },
  {
    label: 'react-router dist/production/*.mjs',
    body: () => {
      const dir = join(packageDir('react-router'), 'dist/production');
      return readdirSync(dir)
        .filter((file) => file.endsWith('.mjs') && !file.includes('react-server'))
        .map((file) => readFileSync(join(dir, file), 'utf8'))
        .join('\n');
    },
    expected: ['react-router'],
  },
  { label: 'react-router-dom index.mjs', body: () => read('react-router-dom', 'dist/index.mjs'), expected: [] },
  { label: 'react-redux.browser.mjs', body: () => read('react-redux', 'dist/react-redux.browser.mjs'), expected: ['react-redux'] },
  {
    label: 'styled-components.browser.esm.js',
    body: () => read('styled-components', 'dist/styled-components.browser.esm.js'),
    expected: ['styled-components'],
  },
  { label: '@supabase/supabase-js index.mjs', body: () => read('@supabase/supabase-js', 'dist/index.mjs'), expected: ['@supabase/supabase-js'] },
  { label: '@supabase/auth-js', body: () => read('@supabase/auth-js', 'dist/module/lib/fetch.js'), expected: [] },
  { label: '@reduxjs/toolkit', body: () => read('@reduxjs/toolkit', 'dist/redux-toolkit.browser.mjs'), expected: [] },
  { label: 'sonner index.mjs', body: () => read('sonner', 'dist/index.mjs'), expected: ['sonner'] },
  {
    label: '@radix-ui/react-dismissable-layer index.mjs',
    body: () => read('@radix-ui/react-dismissable-layer', 'dist/index.mjs'),
    expected: ['@radix-ui/react-dismissable-layer'],
  },
  { label: '@radix-ui/react-dialog index.mjs', body: () => read('@radix-ui/react-dialog', 'dist/index.mjs'), expected: [] },
  { label: '@loja/shared-ui/platform useAuth', body: () => readFileSync(join(REPO_ROOT, 'shared-ui/src/platform/useAuth.ts'), 'utf8'), expected: ['@loja/shared-ui/platform'] },
  { label: '@loja/shared-ui theme tokens', body: () => readFileSync(join(REPO_ROOT, 'shared-ui/src/theme/tokens.ts'), 'utf8'), expected: [] },
  { label: '@loja/shared-ui Button', body: () => readFileSync(join(REPO_ROOT, 'shared-ui/src/components/Button/Button.tsx'), 'utf8'), expected: [] },
];

describe('shared package fingerprints', () => {
  it.each(FILES)('$label carries exactly $expected', ({ body, expected }) => {
    const copies = locateSharedCopies([{ url: 'x.js', body: body() }]);
    const matched = SHARED_FINGERPRINTS.map((f) => f.name).filter((name) => copies.get(name)!.length > 0);
    expect(matched).toEqual(expected);
  });

  it('reports two copies of React, a package fetched twice, and a missing package', () => {
    const react = read('react', 'cjs/react.production.js');
    const problems = sharedCopyProblems(
      [
        { url: 'http://shell/assets/react-a.js', body: react },
        { url: 'http://remote/assets/react-b.js', body: react },
        { url: 'http://shell/assets/sc.js', body: read('styled-components', 'dist/styled-components.browser.esm.js') },
      ],
      new Map([
        ['http://shell/assets/react-a.js', 1],
        ['http://remote/assets/react-b.js', 1],
        ['http://shell/assets/sc.js', 2],
      ]),
      ['react', 'styled-components', 'react-redux'],
    );
    expect(problems).toEqual([
      'react: 2 cópias baixadas: http://shell/assets/react-a.js, http://remote/assets/react-b.js',
      'styled-components: http://shell/assets/sc.js pedido 2 vezes',
      'react-redux: nenhum arquivo baixado contém o pacote',
    ]);
  });

  it('passes one copy of each, each fetched once', () => {
    const scripts = FILES.map((f, i) => ({ url: `http://x/${i}.js`, body: f.body() }));
    const counts = new Map(scripts.map((s) => [s.url, 1]));
    expect(sharedCopyProblems(scripts, counts)).toEqual([]);
  });
});
