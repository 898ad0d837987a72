import { createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
// Through the core's own name, not './store': the shell's build keeps the core in its own chunk, and
// this file (RTK Query) out of the storefront's start (tooling/federation.ts).
import { addStoreMiddleware, onEveryStore, rootReducer, type RootState } from '@loja/shared-ui/platform/core';

/** The error shape every endpoint's queryFn returns (a PostgrestError or AuthError fits). */
export interface ApiError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

export const API_TAG_TYPES = [
  'Produto',
  'Categoria',
  'Grade',
  'Cor',
  'Imagem',
  'Cliente',
  'Fornecedor',
  'Funcionario',
  'Usuario',
  'Movimentacao',
  'Empresa',
  'Dashboard',
  // Sales (issue 24): a sale or order, the open cash session, the payment forms.
  'Venda',
  'Caixa',
  'FormaPagamento',
  'Orcamento',
  // Finance (issue 26): a título a receber or a pagar, with its baixas.
  'Titulo',
  // Purchasing (issue 27): an orçamento de compra / pedido de compra with its receipts.
  'Compra',
  // Stock count (issue 27): a balanço with its count lines.
  'Balanco',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

const createdApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

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
      dispatch(createdApi.util.resetApiState());
    },
  });
  return listener.middleware;
}

/**
 * The api slice goes into the store when this module is first evaluated (issue 25 §2): its reducer
 * into the root reducer (`combineSlices`' inject), its middleware through the store's dynamic
 * middleware (`createDynamicMiddleware`), its focus/online listeners on every store. The back-office
 * and every remote that imports `api` from `@loja/shared-ui/platform` evaluate it before their first
 * query; the storefront's start does not import it, so RTK Query is not downloaded before its grid.
 * A store made earlier gets the slice's state with its next action: the injection dispatches one.
 */
function injectIntoTheStores<A extends typeof createdApi>(slice: A): A {
  rootReducer.inject(slice);
  addStoreMiddleware(forgetDataOfPreviousUser(), slice.middleware);
  onEveryStore((dispatch) => {
    setupListeners(dispatch);
    dispatch({ type: API_INJECTED });
  });
  return slice;
}

/** The action that gives a store made before the injection the api slice's initial state. */
export const API_INJECTED = 'loja/apiInjetada';

/**
 * The one RTK Query api of the page. Remotes add endpoints with
 * `api.injectEndpoints({ endpoints: (build) => ({ ... build.query({ queryFn }) }) })`,
 * where each queryFn calls supabase-js (see `toApiResult`).
 */
export const api = injectIntoTheStores(createdApi);

interface SupabaseLikeError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

export interface SupabaseLikeResponse<T> {
  data: T | null;
  error: SupabaseLikeError | null;
  status?: number;
}

/** Turns an unknown thrown value into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const e = error as SupabaseLikeError;
    return { message: String(e.message), code: e.code, details: e.details, hint: e.hint, status: e.status };
  }
  return { message: typeof error === 'string' ? error : 'Erro inesperado' };
}

/**
 * The data a supabase-js response carries when it succeeds. supabase-js types a response as a union
 * of success (`error: null`) and failure (`data: null`); only the success member counts, so a
 * `.single()` gives the row, not `row | null`, while `.maybeSingle()` keeps its `| null`.
 */
export type SuccessData<R> = R extends { data: infer D; error: infer E } ? (null extends E ? D : never) : never;

/**
 * The one wrapper every endpoint's `queryFn` goes through: awaits a supabase-js call and returns
 * `{ data }` on success, `{ error: ApiError }` otherwise (a PostgREST, auth or storage error, or a
 * thrown one). `null` data becomes `fallback` (e.g. `[]` for a list).
 */
export async function toApiResult<R extends SupabaseLikeResponse<unknown>>(
  request: PromiseLike<R>,
  fallback?: SuccessData<R>,
): Promise<{ data: SuccessData<R>; error?: undefined } | { error: ApiError; data?: undefined }> {
  try {
    const { data, error, status } = await request;
    if (error) return { error: { ...toApiError(error), status: error.status ?? status } };
    return { data: (data ?? fallback ?? null) as SuccessData<R> };
  } catch (thrown) {
    return { error: toApiError(thrown) };
  }
}
