/**
 * The Vitest settings every frontend package shares: jsdom with the package's setup file, and two
 * projects. `unit` runs components and logic with no backend; `integration` runs the
 * `*.integration.test.ts(x)` files against one local Supabase stack started for the run (see
 * `@loja/local-supabase/testing`), one file at a time because they share its rows.
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const INTEGRATION = 'src/**/*.integration.test.{ts,tsx}';

export function frontendVitestConfig(test: NonNullable<ViteUserConfig['test']> = {}): ViteUserConfig {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Typing into masked fields with user-event takes seconds on a busy 2-core machine; a form test
      // that passes in 3 s alone took past 15 s with both lanes and a benchmark running. A limit, not a wait.
      testTimeout: 30_000,
      // Two workers on the CI's 2 cores (Vitest's default is one fewer than the cores: one).
      maxWorkers: 2,
      // A worker keeps its loaded modules (React, MUI, the shared-ui) from one test file to the next
      // instead of loading them again for each: half the time of mfe-cadastros' unit tests. The price:
      // `vi.mock` of a package another file in the worker already loaded does not take by itself: such a
      // test calls `vi.resetModules()` and imports the component under test afterwards (Carousel.test).
      isolate: false,
      ...test,
      projects: [
        // Run alone (`npm test -w <workspace>`), unit first, then integration (their worker counts differ,
        // so they cannot share a group). The root runner runs the two projects in separate lanes.
        {
          extends: true,
          test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: [INTEGRATION], sequence: { groupOrder: 0 } },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: [INTEGRATION],
            sequence: { groupOrder: 1 },
            // Started only when an integration file is selected.
            globalSetup: ['@loja/local-supabase/vitest-global-setup'],
            // After each test the stack's client is taken away; after each file its SQL pool closes.
            setupFiles: ['./src/test/setup.ts', '@loja/local-supabase/vitest-setup'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  });
}
