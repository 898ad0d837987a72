import { describe, expect, it } from 'vitest';
import { dividirEmParcelas, somarDias } from './schema';
import { linkEtiquetas } from './etiquetas';

describe('receipt helpers', () => {
  it('splits a total in centavos into installments every 30 days, the leftover centavos on the first', () => {
    expect(dividirEmParcelas(20248, 3, '2026-12-29')).toEqual([
      { vencimento: '2026-12-29', valor: 6750 },
      { vencimento: '2027-01-28', valor: 6749 },
      { vencimento: '2027-02-27', valor: 6749 },
    ]);
    expect(dividirEmParcelas(0, 2, '2026-12-29')).toEqual([]);
    expect(somarDias('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('links the labels page with one entry per grade of the receipt, leaving out products without grades', () => {
    expect(
      linkEtiquetas({
        itens: [
          { item_compra_id: 1, grade_id: 7, quantidade: 3, quantidade_a_mais: 0 },
          { item_compra_id: 2, grade_id: null, quantidade: 4, quantidade_a_mais: 0 },
          { item_compra_id: 3, grade_id: 9, quantidade: 2, quantidade_a_mais: 1 },
        ],
      }),
    ).toBe('/estoque/etiquetas?itens=7x3,9x2');
    expect(linkEtiquetas({ itens: [{ item_compra_id: 2, grade_id: null, quantidade: 4, quantidade_a_mais: 0 }] })).toBeNull();
  });
});
