import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

// Three projects: "unit" (fast checks of the suite's own logic) and "e2e" (one backend, one browser,
// files one after another: the suite is sized for 2 cores) are `npm test`; "screenshots" is
// `npm run screenshots` (the review pictures in e2e/.artifacts), on the same system.
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
        test: { name: 'e2e', include: ['tests/**/*.e2e.test.ts'], ...system },
      },
      {
        test: { name: 'screenshots', include: ['screenshots/**/*.screenshots.ts'], ...system },
      },
    ],
  },
});
