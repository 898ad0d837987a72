/**
 * Test-only helpers (`@loja/shared-ui/testing`): never import from application code.
 * Tests against the local Supabase (signInAs, sql, unique) live in `@loja/local-supabase/testing`.
 */
export { setUpDomTests } from './setUpDomTests';
export { renderWithProviders, renderHookWithProviders, authStateFor, NO_BACKEND_MESSAGE } from './renderWithProviders';
export type { RenderWithProvidersOptions, RenderWithProvidersResult, StaticAuth, TestRole } from './renderWithProviders';
export { viewportWidth } from './viewport';
export { installOfflineClient, latestArgs, requestedArgs, wideScreen } from './offlineLists';
