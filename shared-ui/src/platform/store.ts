import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { authSlice } from './authSlice';

/**
 * Slices that remotes inject later. A remote declares its slice with
 * `declare module '@loja/shared-ui/platform' { interface LazyLoadedSlices extends WithSlice<typeof sacolaSlice> {} }`
 * and calls `rootReducer.inject(sacolaSlice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: remotes add their slices by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The RTK Query cache belongs to the person signed in: when they sign out, or another person signs
 * in in the same tab, it is dropped, so nobody sees (even for a moment) what the last person's role
 * could read. Signing in from anonymous keeps it: everything anon reads is public.
 */
function forgetDataOfPreviousUser() {
  const listener = createListenerMiddleware();
  listener.startListening.withTypes<RootState>()({
    predicate: (_action, current, previous) => {
      const before = previous.auth.user?.id;
      return before !== undefined && before !== current.auth.user?.id;
    },
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

/** Makes the store: the shell calls it once; each remote's standalone dev entry calls it too. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(forgetDataOfPreviousUser()).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
