import { describe, expect, it } from 'vitest';
import { motivoDaRecusa, toastDaFalha } from './falhas';

describe('motivoDaRecusa', () => {
  it('gives the sale functions\' own words and nothing else', () => {
    expect(motivoDaRecusa({ code: 'P0001', message: 'Abra o caixa antes de vender.' })).toBe('Abra o caixa antes de vender.');
    expect(motivoDaRecusa({ code: '42501', message: 'Desconto acima de 10% só com um administrador.' })).toBe('Desconto acima de 10% só com um administrador.');
    expect(motivoDaRecusa({ code: '42501', message: 'permission denied for function finalizar_venda' })).toBeUndefined();
    expect(motivoDaRecusa({ message: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(motivoDaRecusa('boom')).toBeUndefined();
  });

  it('a failure without a reason asks to check the connection, in Portuguese', () => {
    expect(toastDaFalha({ message: 'Failed to fetch' }, 'Não foi possível finalizar a venda.')).toEqual({
      title: 'Erro',
      description: 'Não foi possível finalizar a venda. Verifique a conexão e tente de novo.',
    });
  });
});
