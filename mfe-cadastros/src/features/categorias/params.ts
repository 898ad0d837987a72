import { defineListParams, sortParam, textParam } from '@loja/shared-ui';

/** The list's state in the URL: ?busca=&ordem=&pagina= (alphabetical, as the product form's select). */
export const categoriasParams = defineListParams({
  busca: textParam(),
  ordem: sortParam(['nome', 'created_at'], { column: 'nome', ascending: true }),
});

/** Remembers the page size and the cards/lista view of this list. */
export const CATEGORIAS_LIST_KEY = 'categorias';
