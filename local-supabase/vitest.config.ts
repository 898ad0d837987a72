import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stack (PostgreSQL + PostgREST + gateway) for the whole run, on free ports and a fresh data dir.
    globalSetup: ['test/setup/global.ts'],
    // Files share the stack; running them one at a time keeps rate limits and counts predictable.
    fileParallelism: false,
    // The worker keeps its loaded modules (supabase-js, pg, the gateway's sources) from one file to the
    // next instead of importing them again for each of the ~50 files: 30 s of CPU instead of 59 s, 26 s
    // instead of 50 s alone. The files leave no state behind: the few that set an environment variable
    // or spy on console put it back in a finally.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
