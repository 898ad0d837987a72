import { describe, expect, it } from 'vitest';
import { produtosParams } from './params';

const parse = (query: string) => produtosParams.parse(new URLSearchParams(query));
const url = (values: ReturnType<typeof parse>) => produtosParams.serialize(values).toString();

describe('produtosParams: the product list state in the URL', () => {
  it('a clean address is the default list: every product, Nome A-Z, page 1', () => {
    expect(parse('')).toEqual({
      busca: '',
      status: 'todos',
      categoria: null,
      cor: '',
      tamanho: '',
      ordem: { column: 'nome', ascending: true },
      page: 1,
    });
    expect(url(parse(''))).toBe('');
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const values = {
      ...produtosParams.defaults,
      busca: 'Biquíni',
      status: 'ativo' as const,
      categoria: 4,
      cor: 'verde agua',
      tamanho: 'gg',
      ordem: { column: 'preco_venda' as const, ascending: false },
      page: 2,
    };
    expect(url(values)).toBe('busca=Biqu%C3%ADni&status=ativo&categoria=4&cor=verde+agua&tamanho=gg&ordem=preco_venda.desc&pagina=2');
    expect(parse(url(values))).toEqual(values);
    expect(url({ ...produtosParams.defaults, ordem: { column: 'nome', ascending: false } })).toBe('ordem=nome.desc');
    expect(url({ ...produtosParams.defaults, ordem: { column: 'estoque_atual', ascending: true } })).toBe('ordem=estoque_atual');
  });

  it('every sortable column is accepted in both directions; anything else is the default', () => {
    for (const column of ['nome', 'preco_venda', 'estoque_atual', 'created_at'] as const) {
      expect(parse(`ordem=${column}`).ordem).toEqual({ column, ascending: true });
      expect(parse(`ordem=${column}.desc`).ordem).toEqual({ column, ascending: false });
    }
    expect(parse('ordem=preco_custo').ordem).toEqual({ column: 'nome', ascending: true });
    expect(parse('ordem=nome.sideways').ordem).toEqual({ column: 'nome', ascending: true });
  });

  it('a hand-typed or old URL falls back to the defaults instead of breaking the list', () => {
    expect(parse('status=apagados&categoria=abc&pagina=-2')).toEqual(produtosParams.defaults);
    expect(parse('categoria=0').categoria).toBeNull();
    expect(parse('categoria=-3').categoria).toBeNull();
    expect(parse('categoria=2.5').categoria).toBeNull();
    expect(parse('categoria=6').categoria).toBe(6);
  });

  it('search, colour and size are trimmed and capped', () => {
    expect(parse('busca=%20%20LP1001%20').busca).toBe('LP1001');
    expect(parse(`busca=${'a'.repeat(150)}`).busca).toHaveLength(100);
    expect(parse('cor=%20coral%20&tamanho=%20m%20')).toMatchObject({ cor: 'coral', tamanho: 'm' });
    expect(parse(`cor=${'x'.repeat(80)}`).cor).toHaveLength(60);
  });

  it('a filter change goes back to page 1; a page change keeps the filters; "Limpar filtros" knows what is active', () => {
    const page3 = parse('categoria=1&pagina=3');
    expect(produtosParams.changeFilters(page3, { cor: 'preto' })).toEqual({ ...page3, cor: 'preto', page: 1 });
    expect(produtosParams.changeFilters(page3, { categoria: null }).page).toBe(1);
    expect(produtosParams.changePage(page3, 2)).toEqual({ ...page3, page: 2 });
    expect(produtosParams.hasActiveFilters(page3)).toBe(true);
    expect(produtosParams.hasActiveFilters(parse('tamanho=p'))).toBe(true);
    expect(produtosParams.hasActiveFilters(parse('pagina=4'))).toBe(false);
  });
});
