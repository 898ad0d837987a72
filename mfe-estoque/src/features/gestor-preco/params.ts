import { defineListParams, idParam, textParam } from '@loja/shared-ui';

/**
 * The Gestor de Preço's filters and preview page in the URL: ?busca=&categoria=&fornecedor=&cor=&tamanho=&pagina=
 * (the page size is remembered). The selection (ticks) and the rule stay on the page.
 */
export const gestorPrecoParams = defineListParams({
  busca: textParam(),
  categoria: idParam(),
  fornecedor: idParam(),
  cor: textParam({ maxLength: 60 }),
  tamanho: textParam({ maxLength: 20 }),
});

export const GESTOR_PRECO_LIST_KEY = 'gestor-preco';
