import { dateParam, defineListParams, enumParam, idParam, textParam } from '@loja/shared-ui';

/** Which side of the books a page shows. */
export type Lado = 'receber' | 'pagar';

export const SITUACAO_FILTROS = ['todas', 'em_aberto', 'vencido', 'parcial', 'pago', 'cancelado'] as const;
export type SituacaoFiltro = (typeof SITUACAO_FILTROS)[number];

/** The situação filter's choices; "pago" reads "Recebidas" on the receivables' page. */
export function situacaoOptions(lado: Lado): readonly { value: SituacaoFiltro; label: string }[] {
  return [
    { value: 'todas', label: 'Todas as situações' },
    { value: 'em_aberto', label: 'Em aberto' },
    { value: 'vencido', label: 'Vencidas' },
    { value: 'parcial', label: 'Parciais' },
    { value: 'pago', label: lado === 'receber' ? 'Recebidas' : 'Pagas' },
    { value: 'cancelado', label: 'Canceladas' },
  ];
}

/**
 * The list's state in the URL: ?busca=&situacao=&de=&ate=&categoria=&pessoa=&pagina=. Everything runs
 * in the database (titulos_pagina): every word of the search on busca, the situação (vencido decided by
 * the date), the vencimento range, the categoria, the pessoa (a cliente on receber, a fornecedor on pagar),
 * the count, the totals and the page, newest due first.
 */
export const titulosParams = defineListParams({
  busca: textParam(),
  situacao: enumParam(SITUACAO_FILTROS, 'todas'),
  de: dateParam(),
  ate: dateParam(),
  categoria: idParam(),
  pessoa: idParam(),
});

/** Remembers the page size and the cards/lista view of each list. */
export const titulosListKey = (lado: Lado) => `titulos-${lado}`;

/** The URL segment of each side under /financeiro. */
export const CAMINHO: Record<Lado, string> = { receber: 'contas-receber', pagar: 'contas-pagar' };
