import { frontendVitestConfig } from '../tooling/vitest.ts';

// Dates in the formatter tests are checked in the shop's time zone.
process.env.TZ = 'America/Sao_Paulo';

export default frontendVitestConfig({ pool: 'threads', maxWorkers: 2 });
