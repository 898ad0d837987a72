import { describe, expect, it } from 'vitest';
import { funcionariosParams } from './params';

describe('funcionariosParams', () => {
  it('start alphabetical (spec 001 §7), may be ordered by cargo, and write only what differs', () => {
    expect(funcionariosParams.parse(new URLSearchParams('')).ordem).toEqual({ column: 'nome', ascending: true });
    expect(funcionariosParams.parse(new URLSearchParams('ordem=cargo')).ordem).toEqual({ column: 'cargo', ascending: true });
    expect(funcionariosParams.serialize({ ...funcionariosParams.defaults, status: 'inativo' }).toString()).toBe('status=inativo');
  });
});
