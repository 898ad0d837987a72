import { defineListParams, enumParam, textParam } from '@loja/shared-ui';

export const STATUS_FILTROS = ['todos', 'pendente', 'aprovado', 'expirado'] as const;
export type StatusFiltro = (typeof STATUS_FILTROS)[number];

export const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todas as situações' },
  { value: 'pendente', label: 'Pendente' },
  { value: 'aprovado', label: 'Aprovado' },
  { value: 'expirado', label: 'Expirado' },
] as const satisfies readonly { value: StatusFiltro; label: string }[];

/**
 * The list's state in the URL: ?busca=&status=&pagina=. Everything runs in the database
 * (orcamentos_pagina): the search on busca (number, customer, CPF), the situação of the day, the
 * count, the totals and the page, newest first.
 */
export const orcamentosParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTROS, 'todos'),
});

/** Remembers the page size and the cards/lista view of this list. */
export const ORCAMENTOS_LIST_KEY = 'orcamentos';
