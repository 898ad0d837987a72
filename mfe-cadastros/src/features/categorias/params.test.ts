import { describe, expect, it } from 'vitest';
import { categoriasParams } from './params';

describe('categoriasParams', () => {
  it("start alphabetical, have no status, and 'nome.desc' reads back", () => {
    expect(categoriasParams.parse(new URLSearchParams(''))).toEqual({ busca: '', ordem: { column: 'nome', ascending: true }, page: 1 });
    expect(categoriasParams.parse(new URLSearchParams('ordem=nome.desc&status=ativo')).ordem).toEqual({ column: 'nome', ascending: false });
  });
});
