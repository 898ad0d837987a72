import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatBRL } from '../../format';
import { renderWithProviders } from '../../test/renderWithProviders';
import { moveThumb, rangeAfterKey, sqrtScale, thumbForMovement, thumbForPress } from './range';
import { RangeSlider } from './RangeSlider';

const PRECO = { min: 0, max: 1000, step: 10 };

describe('range rules', () => {
  it('End on the minimum goes to the maximum\'s value at most, and leaves the maximum where it is', () => {
    expect(rangeAfterKey('End', [100, 300], 0, PRECO)).toEqual([300, 300]);
    expect(rangeAfterKey('Home', [100, 300], 1, PRECO)).toEqual([100, 100]);
    expect(rangeAfterKey('Home', [100, 300], 0, PRECO)).toEqual([0, 300]);
    expect(rangeAfterKey('End', [100, 300], 1, PRECO)).toEqual([100, 1000]);
  });

  it('arrows move one step and Page Up/Down ten, each stopping at the other thumb or the ends', () => {
    expect(rangeAfterKey('ArrowRight', [100, 300], 0, PRECO)).toEqual([110, 300]);
    expect(rangeAfterKey('ArrowDown', [100, 300], 1, PRECO)).toEqual([100, 290]);
    expect(rangeAfterKey('PageUp', [250, 300], 0, PRECO)).toEqual([300, 300]);
    expect(rangeAfterKey('ArrowRight', [300, 300], 0, PRECO)).toEqual([300, 300]);
    expect(rangeAfterKey('PageDown', [250, 300], 1, PRECO)).toEqual([250, 250]);
    expect(rangeAfterKey('ArrowLeft', [0, 300], 0, PRECO)).toEqual([0, 300]);
    expect(rangeAfterKey('PageUp', [0, 960], 1, PRECO)).toEqual([0, 1000]);
    expect(rangeAfterKey('Tab', [0, 960], 1, PRECO)).toBeNull();
  });

  it('a drag past the other thumb stops at it (never pushes it) and snaps to the step', () => {
    expect(moveThumb([100, 300], 0, 742, PRECO)).toEqual([300, 300]);
    expect(moveThumb([100, 300], 1, 12, PRECO)).toEqual([100, 100]);
    expect(moveThumb([100, 300], 0, 156, PRECO)).toEqual([160, 300]);
  });

  it('a press takes the nearer thumb; on two thumbs on one value the side or the first movement decides', () => {
    expect(thumbForPress([100, 300], 150)).toBe(0);
    expect(thumbForPress([100, 300], 260)).toBe(1);
    expect(thumbForPress([300, 300], 200)).toBe(0);
    expect(thumbForPress([300, 300], 300)).toBeNull();
    expect(thumbForMovement(300, 290)).toBe(0);
    expect(thumbForMovement(300, 310)).toBe(1);
  });

  it('the square-root track gives the first quarter of the values half of the track', () => {
    expect(sqrtScale.toFraction(250, PRECO)).toBeCloseTo(0.5);
    expect(sqrtScale.toValue(0.5, PRECO)).toBeCloseTo(250);
    expect(sqrtScale.toFraction(1000, PRECO)).toBe(1);
  });
});

function Faixa({ onCommit = () => undefined }: { onCommit?: (value: number[]) => void }) {
  const [value, setValue] = useState<[number, number]>([100, 300]);
  return (
    <RangeSlider
      value={value}
      onValueChange={setValue}
      onValueCommit={onCommit}
      min={0}
      max={1000}
      step={10}
      thumbLabels={['Preço mínimo', 'Preço máximo']}
      formatValue={formatBRL}
    />
  );
}

describe('<RangeSlider>', () => {
  it('two named thumbs read out in reais; End on the minimum stops at the maximum without moving it', () => {
    const onCommit = vi.fn();
    renderWithProviders(<Faixa onCommit={onCommit} />);
    const minimo = screen.getByRole('slider', { name: 'Preço mínimo' });
    const maximo = screen.getByRole('slider', { name: 'Preço máximo' });
    expect(minimo).toHaveAttribute('aria-valuetext', formatBRL(100));
    expect(maximo).toHaveAttribute('aria-valuemax', '1000');
    fireEvent.keyDown(minimo, { key: 'End' });
    expect(minimo).toHaveAttribute('aria-valuenow', '300');
    expect(maximo).toHaveAttribute('aria-valuenow', '300');
    expect(onCommit).toHaveBeenLastCalledWith([300, 300]);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(minimo, { key: 'ArrowRight' });
    expect(minimo).toHaveAttribute('aria-valuenow', '300');
    expect(maximo).toHaveAttribute('aria-valuenow', '300');
    fireEvent.keyDown(maximo, { key: 'End' });
    expect(maximo).toHaveAttribute('aria-valuenow', '1000');
    expect(minimo).toHaveAttribute('aria-valuenow', '300');
  });
});
