import { defineListParams, idParam, textParam, type ParamCodec } from '@loja/shared-ui';

/** A flag in the URL: `?baixo=1` when on, absent when off (the list kit leaves defaults out). */
function flagParam(): ParamCodec<boolean> {
  return {
    defaultValue: false,
    parse: (raw) => raw === '1' || raw === 'true',
    format: (value) => (value ? '1' : ''),
  };
}

/**
 * The stock overview's state in the URL: ?busca=&baixo=1&categoria=&pagina= (always by name: the
 * shop looks a product up by its name; the page size and the cards/lista view are remembered).
 */
export const estoqueProdutosParams = defineListParams({
  busca: textParam(),
  baixo: flagParam(),
  categoria: idParam(),
});

/** Remembers the page size and the cards/lista view of this list. */
export const ESTOQUE_PRODUTOS_LIST_KEY = 'estoque-produtos';
