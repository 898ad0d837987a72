import { dateParam, defineListParams, enumParam, textParam } from '@loja/shared-ui';

export const ACERTO_FILTROS = ['todos', 'sem_diferenca', 'pagamento', 'vale', 'dinheiro'] as const;
export type AcertoFiltro = (typeof ACERTO_FILTROS)[number];

export const ACERTO_OPTIONS = [
  { value: 'todos', label: 'Todos os acertos' },
  { value: 'sem_diferenca', label: 'Sem diferença' },
  { value: 'pagamento', label: 'Cliente pagou' },
  { value: 'vale', label: 'Vale-troca' },
  { value: 'dinheiro', label: 'Dinheiro' },
] as const satisfies readonly { value: AcertoFiltro; label: string }[];

/**
 * The list's state in the URL: ?busca=&acerto=&de=&ate=&pagina=. Everything runs in the database
 * (trocas_pagina): every search word (troca and sale numbers, customer, CPF), the filters, the count,
 * the money and the page, newest first.
 */
export const trocasParams = defineListParams({
  busca: textParam(),
  acerto: enumParam(ACERTO_FILTROS, 'todos'),
  de: dateParam(),
  ate: dateParam(),
});

/** Remembers the page size and the cards/lista view of this list. */
export const TROCAS_LIST_KEY = 'trocas';
