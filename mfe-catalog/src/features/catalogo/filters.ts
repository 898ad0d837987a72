import {
  defineListParams,
  enumParam,
  idParam,
  rangeParam,
  textParam,
  type ListParamsDefinition,
  type ListValues,
} from '@loja/shared-ui';

/**
 * The catalogue's filter state and its place in the URL
 * (`?categoria=&busca=&preco_min=&preco_max=&ordem=&pagina=`), so a link, a reload or the back
 * button restores what the shopper was looking at. Defaults are left out of the URL.
 */
export const ORDENACOES = ['nome_asc', 'nome_desc', 'preco_asc', 'preco_desc', 'estoque_desc'] as const;
export type Ordenacao = (typeof ORDENACOES)[number];

export const ORDENACAO_LABELS: Record<Ordenacao, string> = {
  nome_asc: 'Nome (A-Z)',
  nome_desc: 'Nome (Z-A)',
  preco_asc: 'Menor preço',
  preco_desc: 'Maior preço',
  estoque_desc: 'Mais estoque',
};

export const PRECO_MIN = 0;
export const PRECO_MAX = 1000;
export const PRECO_STEP = 10;
export const POR_PAGINA = 12;

/** The catalogue's state in the URL, declared with the list kit every list of the product uses. */
const params = defineListParams(
  {
    /** null means every category ("all"). */
    categoria: idParam(),
    busca: textParam(),
    precoMin: rangeParam(PRECO_MIN, { min: PRECO_MIN, max: PRECO_MAX, step: PRECO_STEP }),
    precoMax: rangeParam(PRECO_MAX, { min: PRECO_MIN, max: PRECO_MAX, step: PRECO_STEP }),
    ordenacao: enumParam(ORDENACOES, 'nome_asc'),
  },
  { precoMin: 'preco_min', precoMax: 'preco_max', ordenacao: 'ordem' },
);

export type CatalogFilters = ListValues<typeof params.codecs>;

/** A swapped price range typed in the URL is put in order. */
function inOrder(filters: CatalogFilters): CatalogFilters {
  return filters.precoMin > filters.precoMax ? { ...filters, precoMin: filters.precoMax, precoMax: filters.precoMin } : filters;
}

export const catalogoParams: ListParamsDefinition<typeof params.codecs> = {
  ...params,
  parse: (search) => inOrder(params.parse(search)),
};

export const DEFAULT_FILTERS: CatalogFilters = catalogoParams.defaults;

/** Whether anything but the page differs from the defaults (the clear-filters button shows then). */
export const hasActiveFilters = (filters: CatalogFilters): boolean => catalogoParams.hasActiveFilters(filters);
