/** Test-only helpers (`@loja/shared-ui/testing`): never import from application code. */
export { setUpDomTests } from './setUpDomTests';
export { createFakeSupabase, fakeSession } from './fakeSupabase';
export type { FakeRow } from './fakeSupabase';
