import { STATUS_FILTERS, defineListParams, enumParam, idParam, sortParam, textParam } from '@loja/shared-ui';

/** The columns the list can be ordered by (each has a (column, id) index, migration 20261123000600). */
export const PRODUTOS_SORTABLE = ['nome', 'preco_venda', 'estoque_atual', 'created_at'] as const;

/**
 * The list's state in the URL: ?busca=&status=&categoria=&cor=&tamanho=&ordem=&pagina=.
 * Default order Nome A-Z (the shop looks products up by name). `cor` and `tamanho` are a
 * `grades_opcoes.valor` (lower case, accent-free), as the list's filter options give them.
 */
export const produtosParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTERS, 'todos'),
  categoria: idParam(),
  cor: textParam({ maxLength: 60 }),
  tamanho: textParam({ maxLength: 30 }),
  ordem: sortParam(PRODUTOS_SORTABLE, { column: 'nome', ascending: true }),
});

/** Remembers the page size (5/10/20/50, default 10) and the cards/lista view of this list. */
export const PRODUTOS_LIST_KEY = 'produtos';
