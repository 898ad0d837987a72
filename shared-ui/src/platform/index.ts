export { INLINE_CONFIG_ID, SECTION_LAYOUTS, loadRuntimeConfig, parseRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './config';
export type { RuntimeConfig, RuntimeSection, SectionLayout } from './config';
export { initSupabase, getSupabase, setSupabaseClient } from './supabase';
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
export { api, API_TAG_TYPES, toApiResult, toApiError } from './api';
export type { ApiError, ApiTagType, SupabaseLikeResponse } from './api';
export { searchWords, searchPatterns, withSearch, toListResult } from './listQuery';
export type { ListPage, ListPageArgs, ListRow } from './listQuery';
export { listaEndpoints } from './listaEndpoints';
export type { ApiBuilder, ListaResource, ListRowOf, RegisterInsert, RegisterListArgs, RegisterTable, RegisterViews } from './listaEndpoints';
export { rootReducer, makeStore } from './store';
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
// The account dialogs load their forms (formik, yup) on first open: a page that never opens one
// never downloads them (lazyDialogs.tsx). The forms themselves are in `@loja/shared-ui/platform/forms`.
export { AccountDialog, SignInDialog, NewPasswordDialog } from './lazyDialogs';
export type { SignInDialogProps } from './SignInDialog';
export type { AccountDialogProps, AccountTab } from './AccountDialog';
export type { NewPasswordDialogProps } from './NewPasswordDialog';
export {
  useAutoOpenAccountDialog,
  ACCOUNT_DIALOG_AUTO_OPEN_MS,
  ACCOUNT_DIALOG_SHOWN_KEY,
} from './useAutoOpenAccountDialog';
export type { UseAutoOpenAccountDialogOptions } from './useAutoOpenAccountDialog';
export { INITIAL_AUTH_REDIRECT, readAuthRedirect } from './authRedirect';
export type { AuthRedirect } from './authRedirect';
export { PasswordRecoveryDialog } from './PasswordRecoveryDialog';
// The sign-in, sign-up and password messages (the Portuguese text of every auth error) and
// ResendConfirmation are in `@loja/shared-ui/platform/forms`, with the forms that show them: this
// entry is a shared module, never tree-shaken, and every page loads it.
export type { PasswordRecoveryDialogProps } from './PasswordRecoveryDialog';
export type {
  RemoteRoutesProps,
  RemoteRoutesComponent,
  RemoteNavigation,
  SectionNavigation,
  NavigationMenuEntry,
  NavigationHub,
  NavigationHubCard,
  NavigationIcon,
} from './remoteContract';
export { contagensApi, useGetContagensQuery, CONTAGEM_TAGS, CONTAGEM_RECURSOS, isContagemRecurso } from './contagens';
export type { ContagemRecurso, Contagens } from './contagens';
