/** The sample sales (spec 001 §3) are plausible: unique numbers, November 2026, every status shown. */
import { describe, expect, it } from 'vitest';
import { STATUS_VARIANT, VENDA_STATUS, VENDAS_EXEMPLO } from './sampleRecords';

describe('sample sales', () => {
  it('6 to 10 rows, unique numbers, November 2026, newest first, every status shown, whole item counts', () => {
    expect(VENDAS_EXEMPLO.length).toBeGreaterThanOrEqual(6);
    expect(VENDAS_EXEMPLO.length).toBeLessThanOrEqual(10);
    expect(new Set(VENDAS_EXEMPLO.map((r) => r.numero)).size).toBe(VENDAS_EXEMPLO.length);
    for (const row of VENDAS_EXEMPLO) expect(row.data).toMatch(/^2026-11-\d\d$/);
    expect(VENDAS_EXEMPLO.map((r) => r.data)).toEqual([...VENDAS_EXEMPLO.map((r) => r.data)].sort().reverse());
    expect(new Set(VENDAS_EXEMPLO.map((r) => r.status))).toEqual(new Set(VENDA_STATUS));
    for (const row of VENDAS_EXEMPLO) expect(Number.isInteger(row.itens) && row.itens > 0).toBe(true);
  });

  it('colours the statuses green, yellow and red in the spec\'s order', () => {
    expect(VENDA_STATUS.map((s) => STATUS_VARIANT[s])).toEqual(['success', 'warning', 'destructive']);
  });
});
