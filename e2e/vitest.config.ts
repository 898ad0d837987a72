import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

// Four projects. "unit" (fast checks of the suite's own logic) and the two e2e groups are `npm test`;
// "screenshots" is `npm run screenshots` (the review pictures in e2e/.artifacts), on the same system.
// The e2e files come in two groups so the root runner can run the groups side by side, each with its
// own frontend servers and browser on the one backend, files one after another within a group:
// - "e2e-catalogo": the flows that write what the storefront shows (products, stock, the company's
//   WhatsApp) and the ones that compare the storefront with the catalogue read at their start. They
//   must never overlap each other.
// - "e2e-acesso": every other file (registers, sign-in, navigation, remotes). A new file lands here
//   unless it writes or counts catalogue rows.
const CATALOGUE_FLOWS = [
  'tests/storefront.e2e.test.ts',
  'tests/storefront-polish.e2e.test.ts',
  'tests/produtos.e2e.test.ts',
  'tests/estoque.e2e.test.ts',
  'tests/placeholders.e2e.test.ts',
  'tests/dashboard.e2e.test.ts',
  'tests/vendas.e2e.test.ts',
  // Sales, exchanges and finance create products and sell them: the storefront's pages and the
  // stock's ledger change under them (the kardex and list integration tests count those rows).
  'tests/trocas.e2e.test.ts',
  'tests/financeiro.e2e.test.ts',
  'tests/dre.e2e.test.ts',
  'tests/importacao.e2e.test.ts',
  'tests/gestor-preco.e2e.test.ts',
  'tests/compras.e2e.test.ts',
  'tests/etiquetas.e2e.test.ts',
  'tests/promocoes.e2e.test.ts',
  'tests/balanco.e2e.test.ts',
];

const system: InlineConfig = {
  environment: 'node',
  globalSetup: ['./setup/global.ts'],
  setupFiles: ['./setup/each-file.ts'],
  fileParallelism: false,
  pool: 'forks',
  testTimeout: 90_000,
  // A page needs seconds, not the default 1 s, to boot the shell, load a remote and talk to the backend.
  expect: { poll: { timeout: 15_000, interval: 100 } },
  hookTimeout: 120_000,
  // The page server (scripts/pageHead.mjs, run in the global setup) imports the catalogue's first-view
  // module (1.4 MB, react-dom/server inside) from a temporary file, once per server and remote deploy.
  // Left to Vitest, every such import was transformed as if it were the suite's own source (1.5 s of
  // CPU each, 23 s of "transform" in e2e-acesso); loaded by Node itself, as `npm start` does, 0.1 s.
  server: { deps: { external: [/\/loja-primeira-vista-[^/]+\/render-[^/]+\.mjs$/] } },
};

export default defineConfig({
  test: {
    fileParallelism: false,
    teardownTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.e2e.test.ts'],
        },
      },
      {
        // Alone (`npm test -w e2e`), the groups run one after the other: the same order as the root runner.
        test: { name: 'e2e-catalogo', include: CATALOGUE_FLOWS, sequence: { groupOrder: 1 }, ...system },
      },
      {
        test: { name: 'e2e-acesso', include: ['tests/**/*.e2e.test.ts'], exclude: CATALOGUE_FLOWS, sequence: { groupOrder: 2 }, ...system },
      },
      {
        test: { name: 'screenshots', include: ['screenshots/**/*.screenshots.ts'], ...system },
      },
    ],
  },
});
