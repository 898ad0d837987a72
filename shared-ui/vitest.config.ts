import { defineConfig } from 'vitest/config';

// Dates in the formatter tests are checked in the shop's time zone.
process.env.TZ = 'America/Sao_Paulo';

/** Tests that read and write the local Supabase stack (see @loja/local-supabase/testing). */
const INTEGRATION = 'src/**/*.integration.test.{ts,tsx}';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    css: false,
    projects: [
      // Components and logic: no backend, nothing to wait for.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: [INTEGRATION] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          // One stack per run, started only when an integration file is selected.
          globalSetup: ['@loja/local-supabase/vitest-global-setup'],
          // Files share the stack's rows: one at a time keeps counts and rate limits predictable.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
