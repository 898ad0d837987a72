import {
  defineListParams,
  enumParam,
  idParam,
  rangeParam,
  textParam,
  type ListParamsDefinition,
  type ListValues,
} from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { FAIXA_PRECO_MESSAGES, FILTROS_ATIVOS_MESSAGES } from './messages';

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

/** A price typed in the range's fields: the value to apply, or why it is not applied. */
export type PrecoDigitado = { valor: number } | { erro: string };

/** "150", "150,50", "R$ 1.000,00", "99.90" as a number; null when it is not one. */
function numeroEmReais(texto: string): number | null {
  const t = texto.replace(/R\$/gi, '').replace(/\s/g, '');
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(t)) normal = t.replace(',', '.');
  else return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads a price typed in the "Mínimo" or "Máximo" field against the range it would change. Values
 * between steps widen the range (a typed minimum of 155 is R$ 150, a maximum of 155 is R$ 160), so
 * the products asked for stay in; a value off the track, not a number, or on the wrong side of the
 * other end is refused with its message.
 */
export function lerPrecoDigitado(
  texto: string,
  lado: 'min' | 'max',
  faixa: { precoMin: number; precoMax: number },
): PrecoDigitado {
  const n = numeroEmReais(texto);
  if (n === null) return { erro: FAIXA_PRECO_MESSAGES.naoNumero };
  if (n < PRECO_MIN || n > PRECO_MAX) return { erro: FAIXA_PRECO_MESSAGES.foraDaFaixa };
  const valor = (lado === 'min' ? Math.floor(n / PRECO_STEP) : Math.ceil(n / PRECO_STEP)) * PRECO_STEP;
  if (lado === 'min' && valor > faixa.precoMax) return { erro: FAIXA_PRECO_MESSAGES.minimoAcimaDoMaximo(formatBRL(faixa.precoMax)) };
  if (lado === 'max' && valor < faixa.precoMin) return { erro: FAIXA_PRECO_MESSAGES.maximoAbaixoDoMinimo(formatBRL(faixa.precoMin)) };
  return { valor };
}

/** One chip of the active filters: its text and what removing it changes. */
export interface FiltroAtivo {
  chave: 'busca' | 'categoria' | 'preco';
  rotulo: string;
  remover: Partial<Omit<CatalogFilters, 'page'>>;
}

/** What is filtered, as chips (the order is not a filter: the sort select shows it). */
export function filtrosAtivos(filters: CatalogFilters, categorias: readonly { id: number; nome: string }[]): FiltroAtivo[] {
  const m = FILTROS_ATIVOS_MESSAGES;
  const chips: FiltroAtivo[] = [];
  const busca = filters.busca.trim();
  if (busca) chips.push({ chave: 'busca', rotulo: m.busca(busca), remover: { busca: '' } });
  if (filters.categoria !== null) {
    const nome = categorias.find((c) => c.id === filters.categoria)?.nome;
    chips.push({ chave: 'categoria', rotulo: nome ? m.categoria(nome) : m.categoriaSemNome, remover: { categoria: null } });
  }
  const comMin = filters.precoMin !== PRECO_MIN;
  const comMax = filters.precoMax !== PRECO_MAX;
  if (comMin || comMax) {
    const rotulo = comMin && comMax
      ? m.precoEntre(formatBRL(filters.precoMin), formatBRL(filters.precoMax))
      : comMin
        ? m.precoAPartirDe(formatBRL(filters.precoMin))
        : m.precoAte(formatBRL(filters.precoMax));
    chips.push({ chave: 'preco', rotulo, remover: { precoMin: PRECO_MIN, precoMax: PRECO_MAX } });
  }
  return chips;
}
