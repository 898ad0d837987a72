import { defineConfig } from 'vitest/config';

// Two projects: "unit" (fast checks of the suite's own logic) and "e2e" (one backend, one browser,
// files one after another: the suite is sized for 2 cores).
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
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.e2e.test.ts'],
          globalSetup: ['./setup/global.ts'],
          setupFiles: ['./setup/each-file.ts'],
          fileParallelism: false,
          pool: 'forks',
          testTimeout: 90_000,
          // A page needs seconds, not the default 1 s, to boot the shell, load a remote and talk to the backend.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
