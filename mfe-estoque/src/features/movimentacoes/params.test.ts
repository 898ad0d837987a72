import { describe, expect, it } from 'vitest';
import { movimentacoesParams } from './params';

const parse = (query: string) => movimentacoesParams.parse(new URLSearchParams(query));
const url = (values: ReturnType<typeof parse>) => movimentacoesParams.serialize(values).toString();

describe('movimentacoesParams: the list state in the URL', () => {
  it('a clean address is every movement, page 1', () => {
    expect(parse('')).toEqual({ busca: '', tipo: 'todos', page: 1 });
    expect(url(parse(''))).toBe('');
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const values = { busca: 'Biquíni', tipo: 'saida' as const, page: 2 };
    expect(url(values)).toBe('busca=Biqu%C3%ADni&tipo=saida&pagina=2');
    expect(parse(url(values))).toEqual(values);
    expect(url({ ...values, tipo: 'todos', busca: '', page: 1 })).toBe('');
  });

  it('an unknown type or page falls back to the defaults', () => {
    expect(parse('tipo=ajuste&pagina=-1')).toEqual(movimentacoesParams.defaults);
    expect(parse('tipo=entrada').tipo).toBe('entrada');
  });

  it('a filter change goes back to page 1; the type counts as a filter', () => {
    const page3 = parse('busca=canga&pagina=3');
    expect(movimentacoesParams.changeFilters(page3, { tipo: 'entrada' })).toEqual({ busca: 'canga', tipo: 'entrada', page: 1 });
    expect(movimentacoesParams.hasActiveFilters(parse('tipo=saida'))).toBe(true);
    expect(movimentacoesParams.hasActiveFilters(parse('pagina=3'))).toBe(false);
  });
});
