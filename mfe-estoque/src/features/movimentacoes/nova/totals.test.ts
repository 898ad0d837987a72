import { describe, expect, it } from 'vitest';
import { emCentavos, emReais, totaisDasLinhas, totalDaLinhaEmCentavos } from './totals';

describe('line and overall totals (in cents)', () => {
  it('a line is quantity × unit price', () => {
    expect(totalDaLinhaEmCentavos({ quantidade: 3, preco_unitario: 89.9 })).toBe(26970);
    expect(emReais(totalDaLinhaEmCentavos({ quantidade: 3, preco_unitario: 89.9 }))).toBe(269.7);
  });

  it('sums without float errors: 0,10 + 0,20 is 0,30 and 3 × 19,99 is 59,97', () => {
    const totais = totaisDasLinhas([
      { quantidade: 1, preco_unitario: 0.1 },
      { quantidade: 1, preco_unitario: 0.2 },
    ]);
    expect(totais.centavos).toBe(30);
    expect(emReais(totais.centavos)).toBe(0.3);
    expect(totalDaLinhaEmCentavos({ quantidade: 3, preco_unitario: 19.99 })).toBe(5997);
  });

  it('an empty price counts 0; a quantity not yet valid counts 0 units and R$ 0', () => {
    expect(emCentavos('')).toBe(0);
    expect(totalDaLinhaEmCentavos({ quantidade: 4, preco_unitario: '' })).toBe(0);
    expect(totalDaLinhaEmCentavos({ quantidade: '', preco_unitario: 10 })).toBe(0);
    expect(totalDaLinhaEmCentavos({ quantidade: 1.5, preco_unitario: 10 })).toBe(0);
  });

  it('the overall total counts lines, units and R$', () => {
    expect(
      totaisDasLinhas([
        { quantidade: 2, preco_unitario: 89.9 },
        { quantidade: 5, preco_unitario: 49.9 },
        { quantidade: '', preco_unitario: 10 },
      ]),
    ).toEqual({ itens: 3, quantidade: 7, centavos: 17980 + 24950 });
    expect(totaisDasLinhas([])).toEqual({ itens: 0, quantidade: 0, centavos: 0 });
  });
});
