import { frontendVitestConfig } from '../tooling/vitest.ts';

// Dates in the formatter tests are checked in the shop's time zone.
process.env.TZ = 'America/Sao_Paulo';

// Threads: this package's many small files start faster in threads than in forks. Workers keep their
// modules between files like every workspace's (tooling/vitest.ts): 30 s of CPU instead of 145 s; the
// one test that mocks a package (Carousel) loads its component afresh under the mock.
export default frontendVitestConfig({ pool: 'threads' });
