import { cloneElement, isValidElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { eixoPermiteDecimais, GraficoRelatorio } from './GraficoRelatorio';

// jsdom measures every box as 0 × 0, so the responsive container would draw nothing: give the chart a fixed
// size and let recharts compute its real ticks.
vi.mock('recharts', async (importOriginal) => {
  const original = await importOriginal<typeof import('recharts')>();
  return {
    ...original,
    ResponsiveContainer: ({ children }: { children: ReactNode }) =>
      isValidElement<{ width?: number; height?: number }>(children) ? cloneElement(children, { width: 600, height: 300 }) : null,
  };
});

/** The texts of the ticks of the value axis (the horizontal one when the bars lie down). */
function ticksDoEixo(container: HTMLElement, classe: 'xAxis' | 'yAxis'): string[] {
  return Array.from(container.querySelectorAll(`.recharts-${classe}-tick-labels text`)).map((t) => t.textContent ?? '');
}

const VENDIDOS = [
  { rotulo: 'Biquíni Cortininha Tropical', unidades: 3 },
  { rotulo: 'Saída de praia', unidades: 2 },
  { rotulo: 'Canga', unidades: 1 },
];

describe('GraficoRelatorio value axis', () => {
  it('ticks only whole units for counts, and may tick fractions for other types', () => {
    expect(eixoPermiteDecimais('inteiro')).toBe(false);
    expect(eixoPermiteDecimais('dinheiro')).toBe(true);
    expect(eixoPermiteDecimais('decimal')).toBe(true);
  });

  it('marks 0 · 1 · 2 · 3 for 3, 2 and 1 units on lying bars, never 0,8 or 1,5', () => {
    const { container } = renderWithProviders(
      <GraficoRelatorio titulo="Mais vendidos" dados={VENDIDOS} eixoX="rotulo" tipoEixoX="texto" series={[{ chave: 'unidades', nome: 'Unidades' }]} tipoValor="inteiro" />,
    );
    const ticks = ticksDoEixo(container, 'xAxis');
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.every((t) => /^\d+$/.test(t))).toBe(true);
    expect(ticks).toEqual(['0', '1', '2', '3', '4']);
  });

  it('keeps whole units on a standing chart of counts too', () => {
    const dados = [
      { chave: '2026-11-01', vendas: 1 },
      { chave: '2026-11-02', vendas: 3 },
    ];
    const { container } = renderWithProviders(
      <GraficoRelatorio titulo="Vendas por dia" dados={dados} eixoX="chave" series={[{ chave: 'vendas', nome: 'Vendas' }]} tipoValor="inteiro" />,
    );
    const ticks = ticksDoEixo(container, 'yAxis');
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.every((t) => /^\d+$/.test(t))).toBe(true);
  });
});
