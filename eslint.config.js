// One ESLint config for the whole repository (`npm run lint`, part of `npm test`).
// - @eslint/js and typescript-eslint recommended rules (not the type-checked ones: `tsc --noEmit` already
//   type-checks every package, and type-aware linting would build each package's program once more);
// - react-hooks' recommended rules for the React packages;
// - eslint-plugin-boundaries for DESIGN.md's house rules ("Shape" and "Back-office house rules"):
//   shared-ui -> remote features -> remote routes -> shell, never back; no imports between features;
//   a feature is entered through its index.ts; only tests import test helpers.
// `lint/boundaries.test.mjs` lints sample imports against this file to prove the boundary rules fire.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WORKSPACE_RESOLVER = `${ROOT}/lint/resolve-workspace-packages.cjs`;
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'];

const TS_AND_JS = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';
const REACT_PACKAGES = ['shared-ui', 'storybook', 'shell', 'mfe-*', 'tooling'].map((dir) => `${dir}/**/*.{ts,tsx}`);
const NODE_CODE = [
  '**/*.{js,mjs,cjs}',
  'local-supabase/**/*.ts',
  'e2e/**/*.{ts,mts}',
  'supabase/scripts/**/*.ts',
  '**/vite.config.ts',
  '**/vitest.config.ts',
  'storybook/.storybook/**/*.ts',
];

// Every element a file can belong to; the first pattern that matches a file wins, so the narrow
// folders (a feature, a remote's shared layer) come before the remote's `src/` as a whole.
const ELEMENTS = [
  { type: 'shared-ui', pattern: 'shared-ui' },
  { type: 'local-supabase', pattern: 'local-supabase' },
  { type: 'tooling', pattern: 'tooling' },
  { type: 'remote-feature', pattern: 'mfe-*/src/features/*', capture: ['remote', 'feature'] },
  { type: 'remote-shared', pattern: 'mfe-*/src/hooks', capture: ['remote'] },
  { type: 'remote-shared', pattern: 'mfe-*/src/components', capture: ['remote'] },
  { type: 'remote-test-support', pattern: 'mfe-*/src/test', capture: ['remote'] },
  // routes.tsx, navigation.ts, main.tsx, standalone.tsx: the remote's composition of its features.
  { type: 'remote-app', pattern: 'mfe-*/src', capture: ['remote'] },
  { type: 'remote-build', pattern: 'mfe-*', capture: ['remote'] },
  { type: 'shell-feature', pattern: 'shell/src/features/*', capture: ['feature'] },
  { type: 'shell', pattern: 'shell' },
  { type: 'storybook', pattern: 'storybook' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'scripts', pattern: ['scripts', 'supabase', 'lint'] },
].map((element) => ({ ...element, partialMatch: false }));

// Test code may use test helpers; application code may not. One category per file, the first that matches.
const FILES = [
  { category: 'test', pattern: ['**/*.test.{ts,tsx,mts,mjs}', '**/vitest.config.ts', 'e2e/**', 'local-supabase/bench/**', 'storybook/**'] },
  { category: 'test-helper', pattern: ['**/test/**', '**/testing/**'] },
  { category: 'app', pattern: '**' },
];

const TEST_CODE = { file: { categories: ['test', 'test-helper'] } };
const REMOTE = { element: { type: 'remote-*' } };
const SHELL = { element: { type: 'shell*' } };

const DEPENDENCY_POLICIES = [
  {
    from: { element: { type: 'shared-ui' } },
    disallow: { to: [REMOTE, SHELL] },
    message:
      'shared-ui é a base de todos: não importa um remoto nem o shell. Leve o código que os dois usam para shared-ui, ou receba-o por props.',
  },
  {
    from: REMOTE,
    disallow: { to: { element: { type: 'remote-*', captured: { remote: '!{{ from.element.captured.remote }}' } } } },
    message:
      'Um remoto não importa outro (mfe-{{ to.element.captured.remote }}): cada um é construído e publicado sozinho. Leve o que os dois usam para @loja/shared-ui.',
  },
  {
    from: REMOTE,
    disallow: { to: SHELL },
    message:
      'Um remoto não importa o shell: o shell é quem carrega os remotos. Use o que o shell compartilha por @loja/shared-ui (store, auth, componentes).',
  },
  {
    from: SHELL,
    disallow: { to: REMOTE },
    message:
      'O shell não importa o código de um remoto: ele os carrega em tempo de execução por Module Federation (tooling/remotes.json). Leve o código comum para @loja/shared-ui ou tooling/.',
  },
  {
    // The shell's contract test parses every remote's exposed `./navigation` with the shell's parser.
    from: [{ ...SHELL, ...TEST_CODE }],
    allow: { to: { element: { type: 'remote-app', fileInternalPath: 'navigation.ts' } } },
  },
  {
    // A feature's public face is its index.ts; its other files are its own business.
    disallow: { to: { element: { type: ['remote-feature', 'shell-feature'], fileInternalPath: '!index.ts' } } },
    message:
      'Importe a feature pelo seu index.ts (a face pública), não pelo arquivo interno {{ to.element.fileInternalPath }}: exporte pelo index o que routes.tsx/navigation.ts precisam.',
  },
  {
    from: { element: { type: 'remote-feature' } },
    disallow: {
      to: {
        element: {
          type: 'remote-feature',
          captured: { remote: '{{ from.element.captured.remote }}', feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message:
      'Sem imports entre features (features/{{ from.element.captured.feature }} -> features/{{ to.element.captured.feature }}): leve o que as duas usam para src/hooks/ ou src/components/ do remoto (ou para @loja/shared-ui) e deixe routes.tsx compor as páginas.',
  },
  {
    from: { element: { type: ['remote-feature', 'remote-shared'] } },
    disallow: { to: { element: { type: ['remote-app', 'remote-build'] } } },
    message:
      'O código flui das features para routes.tsx/navigation.ts, nunca de volta: uma feature (ou src/hooks, src/components) não importa as rotas, a navegação nem o main do remoto.',
  },
  {
    from: { element: { type: 'remote-shared' } },
    disallow: { to: { element: { type: 'remote-feature' } } },
    message:
      'src/hooks/ e src/components/ são a camada que as features usam: não importam uma feature. Leve o código para a camada compartilhada.',
  },
  {
    // Tests render a feature through their own remote's routes, as the shell mounts it.
    from: [{ ...REMOTE, ...TEST_CODE }],
    allow: { to: { element: { type: 'remote-app', captured: { remote: '{{ from.element.captured.remote }}' } } } },
  },
  {
    from: { file: { categories: 'app' } },
    disallow: { to: { file: { categories: 'test-helper' } } },
    message:
      'Só testes importam ajudantes de teste (@loja/shared-ui/testing, @loja/local-supabase/testing, src/test/): o código da aplicação não os embarca.',
  },
];

// Every `eslint-disable` names the rule it silences and says why on the same line
// (`// eslint-disable-next-line rule -- reason`); a blanket disable hides every future problem too.
const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'eslint-disable comments name their rules and give a reason after --' },
    messages: {
      blanket: 'Diga qual regra este eslint-disable desliga (nunca todas): // eslint-disable-next-line <regra> -- <motivo>.',
      noReason: 'Explique na mesma linha por que a regra não vale aqui: // eslint-disable-next-line <regra> -- <motivo>.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = /^\s*eslint-disable(?:-next-line|-line)?(?=\s|$)(.*)$/s.exec(comment.value);
          if (!match) continue;
          const [rules, reason] = match[1].split(/\s--\s|\s--$/);
          if (!rules.trim()) context.report({ loc: comment.loc, messageId: 'blanket' });
          else if (!reason?.trim()) context.report({ loc: comment.loc, messageId: 'noReason' });
        }
      },
    };
  },
};

export default defineConfig(
  globalIgnores(
    [
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      'e2e/.artifacts/**',
      'shared-ui/src/platform/database.types.ts',
    ],
    'loja/generated-and-built',
  ),
  {
    name: 'loja/language',
    files: [TS_AND_JS],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'loja/typescript',
    files: [TS_AND_JS],
    rules: {
      // `_`-prefixed names are the usual way to say "received but not used" (a destructured-away key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { name: 'loja/node-globals', files: NODE_CODE, languageOptions: { globals: globals.node } },
  {
    // A .cjs file is CommonJS on purpose (eslint-module-utils `require`s its resolvers).
    name: 'loja/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'loja/react',
    files: REACT_PACKAGES,
    languageOptions: { globals: globals.browser },
    plugins: reactHooks.configs.flat.recommended.plugins,
    // Errors, not warnings: `eslint .` passes or fails, and a warning nobody must fix piles up.
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
  },
  {
    // React Router is one shared singleton, provided by the shell as `react-router-dom`
    // (tooling/reactRouterFacade.ts). Importing `react-router` itself bundles a second router whose
    // contexts the shell's router never fills.
    name: 'loja/one-router',
    files: [TS_AND_JS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: "Importe de 'react-router-dom', o roteador que o shell compartilha (tooling/reactRouterFacade.ts)." }],
          patterns: [{ group: ['react-router/*'], message: "Importe de 'react-router-dom', o roteador que o shell compartilha (tooling/reactRouterFacade.ts)." }],
        },
      ],
    },
  },
  {
    name: 'loja/eslint-comments',
    files: [TS_AND_JS],
    plugins: { loja: { rules: { 'disable-needs-reason': disableNeedsReason } } },
    rules: { 'loja/disable-needs-reason': 'error' },
  },
  {
    name: 'loja/boundaries',
    files: [TS_AND_JS],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/files-single-match': true,
      'boundaries/legacy-templates': false,
      'import/resolver': {
        [WORKSPACE_RESOLVER]: { extensions: RESOLVE_EXTENSIONS },
        node: { extensions: RESOLVE_EXTENSIONS },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: DEPENDENCY_POLICIES }],
    },
  },
);
