import { frontendVitestConfig } from '../tooling/vitest.ts';

// The frontends' two projects: `unit`, and `integration` (*.integration.test.tsx on the local stack).
export default frontendVitestConfig();
