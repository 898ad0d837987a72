/** Test-only helpers (`@loja/shared-ui/testing`): never import from application code. */
export { installDomPolyfills } from './polyfills';
export { settleToastTimers } from './settleToastTimers';
export { createFakeSupabase, fakeSession } from './fakeSupabase';
export type { FakeRow } from './fakeSupabase';
