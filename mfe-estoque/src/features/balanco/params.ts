import { defineListParams } from '@loja/shared-ui';

/** The list has no filters: ?pagina= only, newest first (index balancos_aberto_em). */
export const balancosParams = defineListParams({});
export const BALANCOS_ORDEM = { column: 'aberto_em', ascending: false } as const;
export const BALANCOS_LIST_KEY = 'balancos';
