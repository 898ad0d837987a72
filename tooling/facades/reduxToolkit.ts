/**
 * What the shell provides as the shared `@reduxjs/toolkit` (tooling/federation.ts, SHARE_FACADES): only
 * the names the project's code imports from it. A shared module is never tree-shaken (a remote may ask
 * for any export), so sharing the package whole shipped all of it (the entity adapter, the thunk and
 * matcher helpers, immer's and reselect's re-exports…) before the storefront's grid (issue 25 §2).
 * RTK Query's own modules import the package directly (inside the package the federation plugin keeps
 * imports local), so they reach the same module, whole where they need it.
 * `e2e/tests/shared-facades.test.ts` fails when the code imports a name that is not here, or when a name
 * here is imported by no one.
 */
export { combineSlices, configureStore, createListenerMiddleware, createSlice } from 'loja-real:@reduxjs/toolkit';
