import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type ThunkDispatch, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import { authSlice } from './authSlice';
// A type only (no code): the state has the api slice whenever code that holds `api` reads it.
import type { api } from './api';

/**
 * Slices that are injected later. A remote declares its slice with
 * `declare module '@loja/shared-ui/platform/core' { interface LazyLoadedSlices extends WithSlice<typeof sacolaSlice> {} }`
 * and calls `rootReducer.inject(sacolaSlice)`. The RTK Query api slice is injected the same way (./api.ts), and
 * typed in RootState below.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: slices are added by declaration merging
export interface LazyLoadedSlices {}

/**
 * The store starts with the auth slice alone. RTK Query (the `api` slice, its middleware and
 * listeners) is injected when `./api.ts` is first evaluated, which the storefront does only after its
 * grid is interactive (issue 25 §2): its first view reads the first catalogue page without it.
 */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The state, with the api slice: it is there for every reader that can reach it (importing `api`
 * injects it and gives every store its state at once, see ./api.ts); code that runs before (the
 * storefront's start) does not read `state.api`.
 */
export type RootState = ReturnType<typeof rootReducer> & WithSlice<typeof api>;

/** Middleware added after the stores exist (the api's): every store made by makeStore runs it. */
export const dynamicMiddleware = createDynamicMiddleware();

type StoreDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
type StoreSetup = (dispatch: StoreDispatch) => void;

// Weak: the tests make a store per test, and nothing here should keep one alive.
const storesMade: WeakRef<{ dispatch: StoreDispatch }>[] = [];
const setups: StoreSetup[] = [];

/**
 * Runs `setup` on every store made so far and on each one made later: how a part injected after the
 * store exists (the api's `setupListeners`) reaches it.
 */
export function onEveryStore(setup: StoreSetup): void {
  setups.push(setup);
  for (const ref of storesMade) {
    const store = ref.deref();
    if (store) setup(store.dispatch);
  }
}

/** Adds middleware to every store (made or to be made), in order, after the default ones. */
export function addStoreMiddleware(...middleware: Middleware[]): void {
  dynamicMiddleware.addMiddleware(...middleware);
}

/** Makes the store: the shell calls it once; each remote's standalone dev entry calls it too. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    // Typed with the api slice (see RootState): what holds `api` finds it injected.
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
  storesMade.push(new WeakRef(store));
  for (const setup of setups) setup(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
