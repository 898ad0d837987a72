import { describe, expect, it } from 'vitest';
import { estoqueBaixo } from './EstoqueProduto';

describe('estoqueBaixo (the list\'s "Estoque baixo" badge)', () => {
  it('is at or under a minimum that was set', () => {
    expect(estoqueBaixo({ estoque_atual: 2, estoque_minimo: 2 })).toBe(true);
    expect(estoqueBaixo({ estoque_atual: 1, estoque_minimo: 2 })).toBe(true);
    expect(estoqueBaixo({ estoque_atual: 3, estoque_minimo: 2 })).toBe(false);
  });

  it('a minimum of 0 (or none) is no minimum: neither 14 units nor a sold-out product is low', () => {
    expect(estoqueBaixo({ estoque_atual: 14, estoque_minimo: 0 })).toBe(false);
    expect(estoqueBaixo({ estoque_atual: 0, estoque_minimo: 0 })).toBe(false);
    expect(estoqueBaixo({ estoque_atual: null, estoque_minimo: null })).toBe(false);
  });
});
