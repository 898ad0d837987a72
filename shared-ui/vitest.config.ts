import { frontendVitestConfig } from '../tooling/vitest.ts';

// Dates in the formatter tests are checked in the shop's time zone.
process.env.TZ = 'America/Sao_Paulo';

// Threads: this package's many small files start faster in threads than in forks.
// isolate: the Carousel tests mock embla-carousel, which the other component tests load for real.
export default frontendVitestConfig({ pool: 'threads', isolate: true });
