import { STATUS_FILTERS, defineListParams, enumParam, sortParam, textParam } from '@loja/shared-ui';

/** The list's state in the URL: ?busca=&status=&ordem=&pagina= (spec 001 §7: ordered by nome). */
export const funcionariosParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTERS, 'todos'),
  ordem: sortParam(['nome', 'cargo', 'created_at'], { column: 'nome', ascending: true }),
});

/** Remembers the page size and the cards/lista view of this list. */
export const FUNCIONARIOS_LIST_KEY = 'funcionarios';
