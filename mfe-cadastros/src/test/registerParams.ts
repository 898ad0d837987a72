import type { ListParamsDefinition, ListSort, ParamCodec, StatusFilterValue } from '@loja/shared-ui';
import { describe, expect, it } from 'vitest';

/** The params of a register listed by search, status and nome or date. */
type RegisterParams = ListParamsDefinition<{
  busca: ParamCodec<string>;
  status: ParamCodec<StatusFilterValue>;
  ordem: ParamCodec<ListSort<'nome' | 'created_at'>>;
}>;

/**
 * The URL state of a register whose list has search, status and order by nome or date, newest
 * first (clientes, fornecedores: spec 001 §7). Each register's `params.test.ts` runs it on its
 * params; the codecs themselves are tested in shared-ui.
 */
export function describeRegisterParams(name: string, params: RegisterParams) {
  describe(`${name}: the list state in the URL`, () => {
    const parse = (query: string) => params.parse(new URLSearchParams(query));
    const url = (values: ReturnType<typeof parse>) => params.serialize(values).toString();

    it('a clean address is the default list: everything, newest first, page 1', () => {
      expect(parse('')).toEqual({ busca: '', status: 'todos', ordem: { column: 'created_at', ascending: false }, page: 1 });
      expect(url(parse(''))).toBe('');
    });

    it('leaves the defaults out and writes only what differs', () => {
      const values = { ...params.defaults, busca: 'José', status: 'inativo' as const, ordem: { column: 'nome' as const, ascending: true }, page: 3 };
      expect(url(values)).toBe('busca=Jos%C3%A9&status=inativo&ordem=nome&pagina=3');
      expect(url({ ...values, ordem: { column: 'nome', ascending: false } })).toContain('ordem=nome.desc');
      expect(url({ ...params.defaults, status: 'todos', ordem: { column: 'created_at', ascending: false } })).toBe('');
      // what was written reads back the same
      expect(parse(url(values))).toEqual(values);
    });

    it('a hand-typed or old URL falls back to the defaults instead of breaking the list', () => {
      expect(parse('status=apagados&ordem=cpf&pagina=-2')).toEqual(params.defaults);
      expect(parse('ordem=nome.sideways&pagina=abc').ordem).toEqual({ column: 'created_at', ascending: false });
      expect(parse('ordem=created_at.asc').ordem).toEqual({ column: 'created_at', ascending: true });
    });

    it('the search is trimmed and capped at 100 characters', () => {
      expect(parse('busca=%20%20Ana%20%20').busca).toBe('Ana');
      expect(parse(`busca=${'a'.repeat(150)}`).busca).toHaveLength(100);
    });

    it('a filter change goes back to page 1; a page change keeps the filters', () => {
      const page4 = parse('busca=ana&pagina=4');
      expect(params.changeFilters(page4, { status: 'ativo' })).toEqual({ ...page4, status: 'ativo', page: 1 });
      expect(params.changeFilters(page4, { ordem: { column: 'nome', ascending: true } }).page).toBe(1);
      expect(params.changePage(page4, 2)).toEqual({ ...page4, page: 2 });
      expect(params.hasActiveFilters(page4)).toBe(true);
      expect(params.hasActiveFilters(parse('pagina=4'))).toBe(false);
    });
  });
}
