import { defineListParams, enumParam, textParam } from '@loja/shared-ui';

export const STATUS_FILTROS = ['todos', 'pendente', 'aprovado', 'rejeitado', 'aberto', 'parcial', 'recebido', 'cancelado'] as const;
export type StatusFiltro = (typeof STATUS_FILTROS)[number];

export const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  { value: 'pendente', label: 'Pendente' },
  { value: 'aprovado', label: 'Aprovado' },
  { value: 'rejeitado', label: 'Rejeitado' },
  { value: 'aberto', label: 'Pedido em aberto' },
  { value: 'parcial', label: 'Parcialmente recebido' },
  { value: 'recebido', label: 'Recebido' },
  { value: 'cancelado', label: 'Cancelado' },
] as const satisfies readonly { value: StatusFiltro; label: string }[];

/** ?busca=&status=&pagina=: searched (number, supplier, CNPJ), filtered, counted and paged by compras_pagina. */
export const comprasParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTROS, 'todos'),
});

export const COMPRAS_LIST_KEY = 'orcamentos-compra';
