import { describe, expect, it } from 'vitest';
import { compareGrades, compareSizes, displaySize, sortSizes } from './size';

describe('sizes: one label and one order everywhere (spec 001 §9, issue 23)', () => {
  it('shows "unico" as UNC, any case or accent, and every other size as typed', () => {
    expect(['unico', 'Único', ' UNICO ', 'M', ' gg '].map(displaySize)).toEqual(['UNC', 'UNC', 'UNC', 'M', 'gg']);
  });

  it('orders PP, P, M, G, GG, XG…, then numbers numerically, then other sizes, and UNC last', () => {
    expect(sortSizes(['unico', '40', 'GG', 'M', '38', 'XG', 'P', '2', 'PP', 'G', 'Kids', '10', 'XGG'])).toEqual([
      'PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG', '2', '10', '38', '40', 'Kids', 'unico',
    ]);
  });

  it('ignores case and spaces, as the database compares sizes', () => {
    expect(compareSizes('p', 'P')).toBe(0);
    expect(compareSizes(' m', 'G')).toBeLessThan(0);
    expect(compareSizes('único', 'gg')).toBeGreaterThan(0);
  });

  it('orders grades by colour, then by size', () => {
    const grades = [
      { cor: 'Preto', tamanho: 'P' },
      { cor: 'Coral', tamanho: 'unico' },
      { cor: 'Coral', tamanho: 'GG' },
      { cor: 'Coral', tamanho: 'PP' },
    ];
    expect([...grades].sort(compareGrades).map((g) => `${g.cor} ${displaySize(g.tamanho)}`)).toEqual(['Coral PP', 'Coral GG', 'Coral UNC', 'Preto P']);
  });
});
