import { describe, expect, it } from 'vitest';
import { searchPatterns } from '@loja/shared-ui/platform';
import { formatBRL } from '@loja/shared-ui/format';
import { catalogoParams, DEFAULT_FILTERS, filtrosAtivos, hasActiveFilters, lerPrecoDigitado } from './filters';

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

describe('a price typed in the range fields', () => {
  const faixa = { precoMin: 100, precoMax: 600 };

  it('reads reais as a shopper types them, widening a value between steps', () => {
    expect(lerPrecoDigitado('150', 'min', faixa)).toEqual({ valor: 150 });
    expect(lerPrecoDigitado('R$ 155,90', 'min', faixa)).toEqual({ valor: 150 });
    expect(lerPrecoDigitado('155', 'max', faixa)).toEqual({ valor: 160 });
    expect(lerPrecoDigitado('1.000,00', 'max', faixa)).toEqual({ valor: 1000 });
    expect(lerPrecoDigitado(' 0 ', 'min', faixa)).toEqual({ valor: 0 });
  });

  it('refuses what it cannot apply, in Portuguese', () => {
    expect(lerPrecoDigitado('', 'min', faixa)).toEqual({ erro: 'Digite um valor em reais, por exemplo 150.' });
    expect(lerPrecoDigitado('cem', 'max', faixa)).toEqual({ erro: 'Digite um valor em reais, por exemplo 150.' });
    expect(lerPrecoDigitado('-20', 'min', faixa)).toEqual({ erro: 'Digite um valor em reais, por exemplo 150.' });
    expect(lerPrecoDigitado('1500', 'max', faixa)).toEqual({ erro: 'Digite um valor entre 0 e 1.000 reais.' });
    expect(lerPrecoDigitado('700', 'min', faixa)).toEqual({ erro: `O mínimo não pode passar do máximo (${formatBRL(600)}).` });
    expect(lerPrecoDigitado('50', 'max', faixa)).toEqual({ erro: `O máximo não pode ficar abaixo do mínimo (${formatBRL(100)}).` });
  });
});

describe('the active filters as chips', () => {
  const categorias = [{ id: 2, nome: 'Bolsas' }];

  it('none for the defaults; the order alone is not a filter', () => {
    expect(filtrosAtivos(DEFAULT_FILTERS, categorias)).toEqual([]);
    expect(filtrosAtivos({ ...DEFAULT_FILTERS, ordenacao: 'preco_desc' }, categorias)).toEqual([]);
  });

  it('one chip per filter, each removing only itself', () => {
    const chips = filtrosAtivos({ ...DEFAULT_FILTERS, busca: 'biquini', categoria: 2, precoMin: 50, precoMax: 300 }, categorias);
    expect(chips).toEqual([
      { chave: 'busca', rotulo: 'Busca: “biquini”', remover: { busca: '' } },
      { chave: 'categoria', rotulo: 'Categoria: Bolsas', remover: { categoria: null } },
      { chave: 'preco', rotulo: `Preço: ${formatBRL(50)} a ${formatBRL(300)}`, remover: { precoMin: 0, precoMax: 1000 } },
    ]);
    expect(filtrosAtivos({ ...DEFAULT_FILTERS, precoMin: 50 }, [])[0]!.rotulo).toBe(`Preço: a partir de ${formatBRL(50)}`);
    expect(filtrosAtivos({ ...DEFAULT_FILTERS, precoMax: 300 }, [])[0]!.rotulo).toBe(`Preço: até ${formatBRL(300)}`);
    // A category not loaded yet (a link's ?categoria=4) still shows.
    expect(filtrosAtivos({ ...DEFAULT_FILTERS, categoria: 4 }, [])[0]!.rotulo).toBe('Categoria selecionada');
  });
});
