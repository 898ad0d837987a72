import { defineConfig } from 'vitest/config';

// Dates in the formatter tests are checked in the shop's time zone.
process.env.TZ = 'America/Sao_Paulo';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'threads',
    maxWorkers: 2,
    css: false,
  },
});
