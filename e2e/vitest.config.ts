import { defineConfig } from 'vitest/config';

// One browser, one backend, files one after another: the suite is sized for 2 cores.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./setup/global.ts'],
    setupFiles: ['./setup/each-file.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
