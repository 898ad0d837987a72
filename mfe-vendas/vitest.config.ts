import { frontendVitestConfig } from '../tooling/vitest.ts';

export default frontendVitestConfig();
