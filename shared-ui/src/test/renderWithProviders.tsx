import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { Toaster } from '../components/Toast';
import { AuthContext, type AuthContextValue } from '../platform/AuthContext';
import { AuthProvider } from '../platform/AuthProvider';
import { authReady, signedOut, type AuthState } from '../platform/authSlice';
import type { TypedSupabaseClient } from '../platform/database';
import { TIPO_LABELS, type UserTipo } from '../platform/roles';
import { makeStore, type AppStore, type RootState } from '../platform/store';
import { LojaThemeProvider } from '../theme';

/** The role a test signs in as; null = nobody signed in. */
export type TestRole = UserTipo | null;

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the memory router; default '/'. */
  url?: string;
  /** Route pattern `ui` is mounted at (e.g. '/cadastros/clientes/:id/editar'); default '*'. */
  path?: string;
  /** More routes beside the ui's, e.g. the list page a form navigates back to. */
  routes?: RouteObject[];
  /**
   * Signed in as this role, without a backend: the auth slice is ready with a user and profile
   * of that tipo, so `useAuth()` gives the matching isStaff/canWrite/isAdmin. Default null.
   * Ignored when `client` is given.
   */
  role?: TestRole;
  /**
   * A real supabase-js client (see `signInAs` in `@loja/local-supabase/testing`): the real
   * AuthProvider then reads its session and the profile from `usuarios`, as the shell does.
   */
  client?: TypedSupabaseClient;
  /** Extra state for the fresh store (the auth slice comes from `role`). */
  preloadedState?: Partial<RootState>;
  /**
   * A store the test made before mounting (e.g. to check what it read at creation); default a fresh
   * `makeStore()`. Without `client`, its auth slice is set to `role`.
   */
  store?: AppStore;
  /** Wraps `ui` inside every provider and the router (e.g. a remote's SacolaProvider). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Mount sonner's Toaster (default true); a test of the Toaster itself mounts its own. */
  toaster?: boolean;
  /** Options of `userEvent.setup()`, e.g. `{ advanceTimers: vi.advanceTimersByTime }` under fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The auth actions of a test without a backend: spies, so a test can check that none was called. */
export interface StaticAuth extends AuthContextValue {
  signIn: Mock<AuthContextValue['signIn']>;
  signUp: Mock<AuthContextValue['signUp']>;
  signOut: Mock<AuthContextValue['signOut']>;
  refreshProfile: Mock<AuthContextValue['refreshProfile']>;
  sendPasswordReset: Mock<AuthContextValue['sendPasswordReset']>;
  resendConfirmation: Mock<AuthContextValue['resendConfirmation']>;
  updatePassword: Mock<AuthContextValue['updatePassword']>;
  endPasswordRecovery: Mock<AuthContextValue['endPasswordRecovery']>;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
  /** The auth actions when no `client` was given (null otherwise). */
  auth: StaticAuth | null;
}

export const NO_BACKEND_MESSAGE =
  'renderWithProviders sem client: não há backend neste teste. Use signInAs() num *.integration.test.';

/** The auth slice of someone signed in as `role` (fixed ids: no row exists for them in any database). */
export function authStateFor(role: TestRole): AuthState {
  if (!role) return { status: 'ready', user: null, profile: null };
  return {
    status: 'ready',
    user: { id: `00000000-0000-4000-8000-00000000000${['admin', 'funcionario', 'user', 'cliente'].indexOf(role)}`, email: `${role}@loja.test` },
    profile: { nome: TIPO_LABELS[role], tipo: role },
  };
}

function staticAuth(store: AppStore): StaticAuth {
  const noBackend = () => Promise.reject(new Error(NO_BACKEND_MESSAGE));
  return {
    session: null,
    signIn: vi.fn<AuthContextValue['signIn']>(noBackend),
    signUp: vi.fn<AuthContextValue['signUp']>(noBackend),
    signOut: vi.fn<AuthContextValue['signOut']>(async () => {
      store.dispatch(signedOut());
    }),
    refreshProfile: vi.fn<AuthContextValue['refreshProfile']>(async () => store.getState().auth.profile),
    sendPasswordReset: vi.fn<AuthContextValue['sendPasswordReset']>(noBackend),
    resendConfirmation: vi.fn<AuthContextValue['resendConfirmation']>(noBackend),
    updatePassword: vi.fn<AuthContextValue['updatePassword']>(noBackend),
    passwordRecovery: false,
    endPasswordRecovery: vi.fn<AuthContextValue['endPasswordRecovery']>(),
  };
}

/**
 * The ui as the router's route element: a data router fixes its elements when it is made, so
 * `rerender(next)` swaps the ui through this slot instead of re-creating the providers.
 */
function createUiSlot(initial: ReactNode) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: ReactNode) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function UiSlot({ slot }: { slot: ReturnType<typeof createUiSlot> }) {
  return useSyncExternalStore(slot.subscribe, slot.get, slot.get);
}

/** A data router swallows render errors into its default error page; a test must see them thrown. */
function RethrowRouteError(): never {
  throw useRouteError();
}

/**
 * render() as the shell mounts a page: a fresh store (`makeStore`), the theme, the Toaster, auth
 * signed in as `role` (or the real AuthProvider over `client`) and a data router (`createMemoryRouter`,
 * so `useBlocker` works) at `url`, with `ui` at `path`.
 *
 * @example
 * const { user, router } = renderWithProviders(<ClienteFormPage />, {
 *   role: 'funcionario',
 *   url: '/cadastros/clientes/novo',
 *   path: '/cadastros/clientes/novo',
 *   routes: [{ path: '/cadastros/clientes', element: <p>Lista</p> }],
 * });
 * await user.click(screen.getByRole('button', { name: 'Cancelar' }));
 * expect(router.state.location.pathname).toBe('/cadastros/clientes');
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const {
    url = '/',
    path = '*',
    routes = [],
    role = null,
    client,
    preloadedState,
    store: givenStore,
    wrapper: Inner,
    toaster = true,
    userEventOptions,
    ...renderOptions
  } = options;
  const store = givenStore ?? makeStore(client ? preloadedState : { ...preloadedState, auth: authStateFor(role) });
  if (givenStore && !client) {
    const { user, profile } = authStateFor(role);
    store.dispatch(authReady({ user, profile }));
  }
  const auth = client ? null : staticAuth(store);
  const wrap = (next: ReactNode) => (Inner ? <Inner>{next}</Inner> : next);
  const slot = createUiSlot(wrap(ui));
  const router = createMemoryRouter(
    [{ path, element: <UiSlot slot={slot} />, errorElement: <RethrowRouteError /> }, ...routes],
    { initialEntries: [url] },
  );
  const page = <RouterProvider router={router} />;
  const view = render(
    <Provider store={store}>
      <LojaThemeProvider>
        {client ? <AuthProvider client={client}>{page}</AuthProvider> : <AuthContext.Provider value={auth!}>{page}</AuthContext.Provider>}
        {toaster && <Toaster />}
      </LojaThemeProvider>
    </Provider>,
    renderOptions,
  );
  // RTL's own rerender would replace the whole tree, providers included.
  const rerender = (next: ReactNode) => act(() => slot.set(wrap(next)));
  return { ...view, rerender, store, router, user: userEvent.setup(userEventOptions), auth };
}

/** A hook run inside `renderWithProviders`; `result.current` is its latest value. */
export function renderHookWithProviders<T>(hook: () => T, options?: RenderWithProvidersOptions) {
  const result = { current: undefined as T };
  function HookProbe() {
    result.current = hook();
    return null;
  }
  return { ...renderWithProviders(<HookProbe />, options), result };
}
