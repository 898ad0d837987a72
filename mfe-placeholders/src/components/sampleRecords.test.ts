/** The sample records (spec 001 §3) are plausible: unique numbers, November 2026, a status of their own list. */
import { describe, expect, it } from 'vitest';
import {
  ORCAMENTO_COMPRA_STATUS,
  ORCAMENTO_STATUS,
  ORCAMENTOS_COMPRA_EXEMPLO,
  ORCAMENTOS_EXEMPLO,
  STATUS_VARIANT,
  VENDA_STATUS,
  VENDAS_EXEMPLO,
} from './sampleRecords';

const listas = [
  ['vendas', VENDAS_EXEMPLO, VENDA_STATUS],
  ['orçamentos', ORCAMENTOS_EXEMPLO, ORCAMENTO_STATUS],
  ['orçamentos de compra', ORCAMENTOS_COMPRA_EXEMPLO, ORCAMENTO_COMPRA_STATUS],
] as const;

describe('sample records', () => {
  it.each(listas)('%s: 6 to 10 rows, unique numbers, November 2026, newest first, every status shown', (_, rows, statuses) => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(new Set(rows.map((r) => r.numero)).size).toBe(rows.length);
    for (const row of rows) expect(row.data).toMatch(/^2026-11-\d\d$/);
    expect(rows.map((r) => r.data)).toEqual([...rows.map((r) => r.data)].sort().reverse());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(statuses));
  });

  it('item counts are whole and positive, and a quote holds after its date', () => {
    for (const row of [...VENDAS_EXEMPLO, ...ORCAMENTOS_COMPRA_EXEMPLO]) expect(Number.isInteger(row.itens) && row.itens > 0).toBe(true);
    for (const row of ORCAMENTOS_EXEMPLO) expect(row.validade > row.data).toBe(true);
  });

  it('colours the statuses green, yellow and red in the spec\'s order', () => {
    for (const statuses of [VENDA_STATUS, ORCAMENTO_STATUS, ORCAMENTO_COMPRA_STATUS]) {
      expect(statuses.map((s) => STATUS_VARIANT[s])).toEqual(['success', 'warning', 'destructive']);
    }
  });
});
