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
      // Typing into masked fields with user-event takes seconds on a busy 2-core machine.
      testTimeout: 15_000,
      // Two workers on the CI's 2 cores (Vitest's default is one fewer than the cores: one).
      maxWorkers: 2,
      ...test,
      projects: [
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: [INTEGRATION] } },
        {
          extends: true,
          test: {
            name: 'integration',
            include: [INTEGRATION],
            // Started only when an integration file is selected.
            globalSetup: ['@loja/local-supabase/vitest-global-setup'],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  });
}
