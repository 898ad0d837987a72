/**
 * `@loja/shared-ui/platform/core`: the platform without RTK Query (issue 25 §2). The runtime config,
 * the Supabase client's loader, the public PostgREST client, the store (auth slice; the api slice is
 * injected later), auth, the account dialogs' entry. A singleton like the platform
 * (tooling/federation.ts); `@loja/shared-ui/platform` re-exports all of it and adds the RTK Query
 * `api` and the list kit. The storefront's start-up imports only this, so its grid does not wait for
 * RTK Query; everything else may keep importing `@loja/shared-ui/platform`.
 */
export { INLINE_CONFIG_ID, SECTION_LAYOUTS, loadRuntimeConfig, parseRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './config';
export type { RuntimeConfig, RuntimeSection, SectionLayout } from './config';
export {
  initSupabase,
  loadSupabase,
  whenSupabaseLoaded,
  getSupabase,
  peekSupabase,
  subscribeSupabase,
  setSupabaseClient,
  hasAuthLink,
  hasStoredSession,
  authNeededAtOnce,
  supabaseStorageKey,
  SUPABASE_NAO_CARREGADO,
  SUPABASE_NAO_INICIALIZADO,
} from './supabase';
// "The first view is up": what loads after it waits for this (./firstView.ts).
export { firstViewShown, isFirstViewShown, afterFirstView, FIRST_VIEW_FALLBACK_MS, PRIMEIRA_VISTA_EVENT, PRIMEIRA_VISTA_ATTRIBUTE } from './firstView';
// The storefront's public reads (catalogue, categories, the company's public face): no auth client.
export { getPublicClient, setPublicClientFetch, PUBLIC_CLIENT_SEM_CONFIG } from './publicClient';
export type { PublicClient } from './publicClient';
export type {
  Database,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
  Enums,
  CompositeTypes,
  Views,
  FunctionArgs,
  FunctionReturns,
  TypedSupabaseClient,
} from './database';
export { isJsonRecord, jsonRecords, jsonNumber, jsonNumberOrNull, jsonText, jsonTextOrNull } from './json';
export type { JsonRecord } from './json';
export { resolveStorageUrl, imageRenderUrl } from './storage';
export type { ImageRenderOptions } from './storage';
export {
  USER_TIPOS,
  STAFF_TIPOS,
  WRITER_TIPOS,
  TIPO_LABELS,
  isUserTipo,
  isStaffTipo,
  canWriteTipo,
} from './roles';
export type { UserTipo } from './roles';
export {
  authSlice,
  initialAuthState,
  authLoading,
  authReady,
  userUpdated,
  profileLoaded,
  signedOut,
  selectAuth,
  selectAuthStatus,
  selectAuthLoading,
  selectUser,
  selectProfile,
  selectIsStaff,
  selectCanWrite,
  selectIsAdmin,
} from './authSlice';
export type { AuthState, AuthUser, Profile } from './authSlice';
export { rootReducer, makeStore, dynamicMiddleware, onEveryStore, addStoreMiddleware } from './store';
export type { RootState, AppStore, AppDispatch, LazyLoadedSlices } from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { ACCESS_DEACTIVATED_MESSAGE, fetchProfile, readProfile, toAuthUser } from './profile';
export type { ProfileRead } from './profile';
export { AuthProvider } from './AuthProvider';
export type { AuthProviderProps } from './AuthProvider';
export { AuthContext } from './AuthContext';
export type {
  AuthContextValue,
  AuthActionResult,
  SignInResult,
  SignUpInput,
  SignUpResult,
  UpdatePasswordResult,
} from './AuthContext';
export { useAuth, USE_AUTH_OUTSIDE_PROVIDER } from './useAuth';
export type { UseAuthResult } from './useAuth';
export { INITIAL_AUTH_REDIRECT, readAuthRedirect } from './authRedirect';
export type { AuthRedirect } from './authRedirect';
// The account dialogs (sign-in, sign-up, password recovery) and the rule that opens them: ./account.
export * from './account';
// The words of a search (the list kit's search matches them; the storefront's grid reads them at start).
export { searchWords, searchPatterns } from './busca';
// The list kit's page (a type: no code).
export type { ListPage, ListPageArgs } from './listQuery';
export type {
  RemoteRoutesProps,
  RemoteRoutesComponent,
  RemoteNavigation,
  SectionNavigation,
  NavigationMenuEntry,
  NavigationHub,
  NavigationHubCard,
  NavigationIcon,
  NavigationContribution,
} from './remoteContract';
