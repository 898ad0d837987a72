import { describe, expect, it } from 'vitest';
import { dateParam, defineListParams, enumParam, idParam, intParam, rangeParam, sortParam, textParam } from './params';

const clientes = defineListParams({
  busca: textParam(),
  status: enumParam(['todos', 'ativo', 'inativo'], 'todos'),
  ordem: sortParam(['nome', 'created_at'], { column: 'nome', ascending: true }),
});

const parse = (query: string) => clientes.parse(new URLSearchParams(query));

describe('defineListParams', () => {
  it('reads every parameter, and the defaults when absent', () => {
    expect(parse('')).toEqual({ busca: '', status: 'todos', ordem: { column: 'nome', ascending: true }, page: 1 });
    expect(parse('busca=%20Jos%C3%A9%20&status=inativo&ordem=created_at.desc&pagina=3')).toEqual({
      busca: 'José',
      status: 'inativo',
      ordem: { column: 'created_at', ascending: false },
      page: 3,
    });
  });

  it('falls back to the default for anything invalid in a hand-typed URL', () => {
    expect(parse('status=talvez&ordem=senha.desc&pagina=-2')).toEqual(clientes.defaults);
    expect(parse('ordem=nome.sideways&pagina=1.5').ordem).toEqual({ column: 'nome', ascending: true });
    expect(parse('pagina=0').page).toBe(1);
    expect(parse(`busca=${'a'.repeat(150)}`).busca).toHaveLength(100);
  });

  it('leaves the defaults out of the URL', () => {
    expect(clientes.serialize(clientes.defaults).toString()).toBe('');
    const values = { ...clientes.defaults, busca: 'ana', ordem: { column: 'nome' as const, ascending: false }, page: 2 };
    expect(clientes.serialize(values).toString()).toBe('busca=ana&ordem=nome.desc&pagina=2');
  });

  it('goes back to page 1 when a filter changes, and keeps the filters when the page changes', () => {
    const onPage3 = parse('status=ativo&pagina=3');
    expect(clientes.changeFilters(onPage3, { busca: 'bruno' })).toEqual({ ...onPage3, busca: 'bruno', page: 1 });
    expect(clientes.changePage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
    expect(clientes.changePage(onPage3, 0).page).toBe(1);
  });

  it('tells whether a filter differs from its default', () => {
    expect(clientes.hasActiveFilters(parse('pagina=4'))).toBe(false);
    expect(clientes.hasActiveFilters(parse('status=ativo'))).toBe(true);
    expect(clientes.hasActiveFilters(parse('ordem=nome.desc'), ['ordem'])).toBe(false);
  });

  it('renames parameters in the URL', () => {
    const catalogo = defineListParams(
      { categoria: idParam(), precoMin: rangeParam(0, { min: 0, max: 1000, step: 10 }), porPagina: intParam(10, { allowed: [5, 10, 20, 50] }) },
      { precoMin: 'preco_min', porPagina: 'por_pagina' },
    );
    expect(catalogo.parse(new URLSearchParams('categoria=2&preco_min=47&por_pagina=7'))).toEqual({ categoria: 2, precoMin: 50, porPagina: 10, page: 1 });
    expect(catalogo.serialize({ categoria: 3, precoMin: 1200, porPagina: 20, page: 1 }).toString()).toBe('categoria=3&preco_min=1200&por_pagina=20');
    expect(catalogo.parse(new URLSearchParams('categoria=abc&preco_min=x')).categoria).toBeNull();
  });
});

describe('dateParam', () => {
  it('reads a real day and leaves out anything else', () => {
    const codec = dateParam();
    expect(codec.parse('2026-11-28')).toBe('2026-11-28');
    expect(codec.parse(' 2026-02-28 ')).toBe('2026-02-28');
    expect(codec.parse('2026-02-30')).toBe('');
    expect(codec.parse('28/11/2026')).toBe('');
    expect(codec.parse(null)).toBe('');
    expect(codec.format('2026-11-28')).toBe('2026-11-28');
  });
});
