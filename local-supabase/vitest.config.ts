import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stack (PostgreSQL + PostgREST + gateway) for the whole run, on free ports and a fresh data dir.
    globalSetup: ['test/setup/global.ts'],
    // Files share the stack; running them one at a time keeps rate limits and counts predictable.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
