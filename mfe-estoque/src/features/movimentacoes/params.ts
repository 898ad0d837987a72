import { defineListParams, enumParam, textParam } from '@loja/shared-ui';
import type { TipoFiltro } from './api';

/** Spec 001 §2: todos / entrada / saida. */
export const TIPO_FILTROS = ['todos', 'entrada', 'saida'] as const satisfies readonly TipoFiltro[];

export const TIPO_FILTRO_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  { value: 'entrada', label: 'Entrada' },
  { value: 'saida', label: 'Saída' },
] as const satisfies readonly { value: TipoFiltro; label: string }[];

/**
 * The list's state in the URL: ?busca=&tipo=&pagina=. The search (product name or notes) and the
 * type filter run in the database (movimentacoes_lista.busca, trigram; the tipo index).
 */
export const movimentacoesParams = defineListParams({
  busca: textParam(),
  tipo: enumParam(TIPO_FILTROS, 'todos'),
});

/**
 * Spec 001 §7: newest first. The date the movement happened (stored, issue 12), id breaking ties:
 * the order of the view's indexes (movimentacoes_data, movimentacoes_tipo_data).
 */
export const MOVIMENTACOES_ORDEM = { column: 'data_movimentacao', ascending: false } as const;

/** Remembers the page size (5/10/20/50, default 10) and the cards/lista view of this list. */
export const MOVIMENTACOES_LIST_KEY = 'movimentacoes';
