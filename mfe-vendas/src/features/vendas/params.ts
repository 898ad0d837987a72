import { dateParam, defineListParams, enumParam, textParam } from '@loja/shared-ui';

export const SITUACAO_FILTROS = ['todas', 'pendente', 'confirmada', 'cancelada', 'expirada'] as const;
export type SituacaoFiltro = (typeof SITUACAO_FILTROS)[number];
export const ORIGEM_FILTROS = ['todas', 'balcao', 'catalogo'] as const;
export type OrigemFiltro = (typeof ORIGEM_FILTROS)[number];

export const SITUACAO_OPTIONS = [
  { value: 'todas', label: 'Todas as situações' },
  { value: 'pendente', label: 'Pendente' },
  { value: 'confirmada', label: 'Confirmada' },
  { value: 'cancelada', label: 'Cancelada' },
  { value: 'expirada', label: 'Expirada' },
] as const satisfies readonly { value: SituacaoFiltro; label: string }[];

export const ORIGEM_OPTIONS = [
  { value: 'todas', label: 'Todas as origens' },
  { value: 'balcao', label: 'Balcão' },
  { value: 'catalogo', label: 'Catálogo' },
] as const satisfies readonly { value: OrigemFiltro; label: string }[];

export const ORIGEM_ROTULO = { balcao: 'Balcão', catalogo: 'Catálogo' } as const;

/**
 * The list's state in the URL: ?busca=&situacao=&origem=&de=&ate=&pagina=. Everything runs in the
 * database (vendas_pagina): the search on busca (number, customer, CPF), the filters, the count,
 * the period's totals and the page, newest first.
 */
export const vendasParams = defineListParams({
  busca: textParam(),
  situacao: enumParam(SITUACAO_FILTROS, 'todas'),
  origem: enumParam(ORIGEM_FILTROS, 'todas'),
  de: dateParam(),
  ate: dateParam(),
});

/** Remembers the page size and the cards/lista view of this list. */
export const VENDAS_LIST_KEY = 'vendas';
