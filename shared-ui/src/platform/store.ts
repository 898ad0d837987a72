import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { authSlice } from './authSlice';

/**
 * Slices that remotes inject later. A remote declares its slice with
 * `declare module '@loja/shared-ui/platform' { interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {} }`
 * and calls `rootReducer.inject(cartSlice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: remotes add their slices by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Makes the store: the shell calls it once; each remote's standalone dev entry calls it too. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
