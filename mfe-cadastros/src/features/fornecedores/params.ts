import { STATUS_FILTERS, defineListParams, enumParam, sortParam, textParam } from '@loja/shared-ui';

/** The list's state in the URL: ?busca=&status=&ordem=&pagina= (spec 001 §7: newest first by default). */
export const fornecedoresParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTERS, 'todos'),
  ordem: sortParam(['nome', 'created_at'], { column: 'created_at', ascending: false }),
});

/** Remembers the page size and the cards/lista view of this list. */
export const FORNECEDORES_LIST_KEY = 'fornecedores';
