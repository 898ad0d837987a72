import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Tests that read and write the local Supabase stack (see @loja/local-supabase/testing). */
const INTEGRATION = 'src/**/*.integration.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    projects: [
      // Pure component and logic tests: no backend, nothing to wait for.
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
