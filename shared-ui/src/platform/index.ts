/**
 * `@loja/shared-ui/platform`: the core (`./core.ts`, re-exported through its package name so the
 * shell's build keeps it in the core's own chunk) plus the RTK Query `api`, injected into the store
 * when this module is first evaluated, the list kit and the menu counts.
 */
export * from '@loja/shared-ui/platform/core';
export { api, API_INJECTED, API_TAG_TYPES, toApiResult, toApiError } from './api';
export type { ApiError, ApiTagType, SupabaseLikeResponse } from './api';
export { withSearch, toListResult } from './listQuery';
export type { ListRow } from './listQuery';
export { listaEndpoints, namedEndpoints, registerApi } from './listaEndpoints';
export type { ApiBuilder, ListaResource, ListRowOf, NamedEndpoints, RegisterInsert, RegisterListArgs, RegisterTable, RegisterViews } from './listaEndpoints';
export { contagensApi, useGetContagensQuery, CONTAGEM_TAGS, CONTAGEM_RECURSOS, isContagemRecurso } from './contagens';
export type { ContagemRecurso, Contagens } from './contagens';
