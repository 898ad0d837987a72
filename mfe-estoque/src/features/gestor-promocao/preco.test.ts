import { describe, expect, it } from 'vitest';
import { precoNaPromocao } from './preco';
import { horaDaLoja, formatarHoraLoja, situacaoPromocao } from './periodo';

describe('precoNaPromocao', () => {
  it('% off rounds to the centavo; a fixed price only when it lowers the price', () => {
    expect(precoNaPromocao('percentual', '20', 100)).toBe(80);
    expect(precoNaPromocao('percentual', '33', 70)).toBe(46.9);
    expect(precoNaPromocao('percentual', '33', 59.9)).toBe(40.13);
    expect(precoNaPromocao('preco', '49,90', 59.9)).toBe(49.9);
    expect(precoNaPromocao('preco', '75', 50)).toBeNull();
    expect(precoNaPromocao('percentual', '100', 50)).toBeNull();
    expect(precoNaPromocao('percentual', '', 50)).toBeNull();
  });
});

describe('periodo', () => {
  it('shows and reads instants in the shop time (America/Sao_Paulo, UTC−3)', () => {
    expect(horaDaLoja('2026-12-01T11:00:00Z')).toBe('2026-12-01T08:00');
    expect(formatarHoraLoja('2026-12-01T11:00:00Z')).toBe('01/12/2026 08:00');
  });
  it('runs from the start (included) to the end (excluded)', () => {
    const agora = new Date('2026-12-01T12:00:00Z');
    expect(situacaoPromocao('2026-12-01T12:00:00Z', '2026-12-02T00:00:00Z', agora)).toBe('andamento');
    expect(situacaoPromocao('2026-11-01T00:00:00Z', '2026-12-01T12:00:00Z', agora)).toBe('encerrada');
    expect(situacaoPromocao('2026-12-01T12:00:01Z', '2026-12-02T00:00:00Z', agora)).toBe('agendada');
  });
});
