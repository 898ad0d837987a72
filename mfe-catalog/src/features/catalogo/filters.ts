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

export interface CatalogFilters {
  /** null means every category ("all"). */
  categoria: number | null;
  busca: string;
  precoMin: number;
  precoMax: number;
  ordenacao: Ordenacao;
  page: number;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  categoria: null,
  busca: '',
  precoMin: PRECO_MIN,
  precoMax: PRECO_MAX,
  ordenacao: 'nome_asc',
  page: 1,
};

const PARAM = {
  categoria: 'categoria',
  busca: 'busca',
  precoMin: 'preco_min',
  precoMax: 'preco_max',
  ordenacao: 'ordem',
  page: 'pagina',
} as const;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A price from the URL, snapped to the slider's range and step. */
function price(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) return fallback;
  const snapped = Math.round(n / PRECO_STEP) * PRECO_STEP;
  return Math.min(PRECO_MAX, Math.max(PRECO_MIN, snapped));
}

/** Reads the filters from the URL; anything missing or invalid takes its default. */
export function filtersFromParams(params: URLSearchParams): CatalogFilters {
  const ordem = params.get(PARAM.ordenacao);
  let precoMin = price(params.get(PARAM.precoMin), PRECO_MIN);
  let precoMax = price(params.get(PARAM.precoMax), PRECO_MAX);
  if (precoMin > precoMax) [precoMin, precoMax] = [precoMax, precoMin];
  return {
    categoria: positiveInt(params.get(PARAM.categoria)),
    busca: (params.get(PARAM.busca) ?? '').trim().slice(0, 100),
    precoMin,
    precoMax,
    ordenacao: ORDENACOES.includes(ordem as Ordenacao) ? (ordem as Ordenacao) : DEFAULT_FILTERS.ordenacao,
    page: positiveInt(params.get(PARAM.page)) ?? 1,
  };
}

/** Writes the filters to URL parameters, leaving the defaults out. */
export function filtersToParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoria !== null) params.set(PARAM.categoria, String(filters.categoria));
  if (filters.busca.trim()) params.set(PARAM.busca, filters.busca.trim());
  if (filters.precoMin !== PRECO_MIN) params.set(PARAM.precoMin, String(filters.precoMin));
  if (filters.precoMax !== PRECO_MAX) params.set(PARAM.precoMax, String(filters.precoMax));
  if (filters.ordenacao !== DEFAULT_FILTERS.ordenacao) params.set(PARAM.ordenacao, filters.ordenacao);
  if (filters.page !== 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/** Any filter change starts again at page 1; only a page change keeps the page. */
export function changeFilters(current: CatalogFilters, change: Partial<Omit<CatalogFilters, 'page'>>): CatalogFilters {
  return { ...current, ...change, page: 1 };
}

export function changePage(current: CatalogFilters, page: number): CatalogFilters {
  return { ...current, page: Math.max(1, Math.floor(page)) };
}

/** Whether anything differs from the defaults (the clear-filters button shows then). */
export function hasActiveFilters(filters: CatalogFilters): boolean {
  return (
    filters.categoria !== null ||
    filters.busca.trim() !== '' ||
    filters.precoMin !== PRECO_MIN ||
    filters.precoMax !== PRECO_MAX ||
    filters.ordenacao !== DEFAULT_FILTERS.ordenacao
  );
}
