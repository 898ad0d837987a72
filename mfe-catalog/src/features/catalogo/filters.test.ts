import { describe, expect, it } from 'vitest';
import { searchPatterns } from '@loja/shared-ui/platform';
import { catalogoParams, DEFAULT_FILTERS, hasActiveFilters } from './filters';

const { changeFilters, changePage } = catalogoParams;
const filtersFromParams = (params: URLSearchParams) => catalogoParams.parse(params);
const filtersToParams = catalogoParams.serialize;
const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('catalogue filters in the URL', () => {
  it('an empty query gives the spec defaults: all, 0 to 1000, nome_asc, page 1', () => {
    expect(parse('')).toEqual({ categoria: null, busca: '', precoMin: 0, precoMax: 1000, ordenacao: 'nome_asc', page: 1 });
  });

  it('reads every parameter', () => {
    expect(parse('categoria=4&busca=biquini&preco_min=50&preco_max=300&ordem=preco_desc&pagina=3')).toEqual({
      categoria: 4,
      busca: 'biquini',
      precoMin: 50,
      precoMax: 300,
      ordenacao: 'preco_desc',
      page: 3,
    });
  });

  it('invalid values fall back to the defaults; prices snap to the slider steps and range', () => {
    expect(parse('categoria=abc&ordem=preco&pagina=-2&preco_min=-40&preco_max=5000')).toEqual(DEFAULT_FILTERS);
    expect(parse('preco_min=44&preco_max=96')).toMatchObject({ precoMin: 40, precoMax: 100 });
    // A swapped range is put in order.
    expect(parse('preco_min=500&preco_max=100')).toMatchObject({ precoMin: 100, precoMax: 500 });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(
      filtersToParams({ categoria: 6, busca: ' chapéu ', precoMin: 0, precoMax: 200, ordenacao: 'estoque_desc', page: 2 }).toString(),
    ).toBe('categoria=6&busca=chap%C3%A9u&preco_max=200&ordem=estoque_desc&pagina=2');
  });

  it('round-trips through the URL', () => {
    const filters = { categoria: 2, busca: 'bolsa praia', precoMin: 10, precoMax: 990, ordenacao: 'nome_desc' as const, page: 4 };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });

  it('any filter change goes back to page 1; a page change keeps the filters', () => {
    const onPage3 = { ...DEFAULT_FILTERS, categoria: 1, page: 3 };
    expect(changeFilters(onPage3, { ordenacao: 'preco_asc' })).toEqual({ ...onPage3, ordenacao: 'preco_asc', page: 1 });
    expect(changePage(onPage3, 5)).toEqual({ ...onPage3, page: 5 });
  });

  it('knows when filters are active (ignoring the page)', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, precoMin: 10 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, busca: 'x' })).toBe(true);
  });

  it('the search patterns match the unaccented lower-case busca column, one per word, wildcards never literal', () => {
    expect(searchPatterns('Biquíni')).toEqual(['%biquini%']);
    expect(searchPatterns('  CHAPÉU ')).toEqual(['%chapeu%']);
    expect(searchPatterns('biquini   poá')).toEqual(['%biquini%', '%poa%']);
    expect(searchPatterns('50%_off')).toEqual(['%50%', '%off%']);
  });
});
