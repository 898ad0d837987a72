import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatBRL } from '../../format';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Slider } from './Slider';

function PriceRange({ onCommit = () => undefined }: { onCommit?: (value: number[]) => void }) {
  const [value, setValue] = useState([100, 300]);
  return (
    <Slider
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

describe('<Slider>', () => {
  it('has one named thumb per value, read out with formatValue', () => {
    renderWithProviders(<PriceRange />);
    const [minimo, maximo] = screen.getAllByRole('slider');
    expect(minimo).toHaveAccessibleName('Preço mínimo');
    expect(maximo).toHaveAccessibleName('Preço máximo');
    expect(minimo).toHaveAttribute('aria-valuenow', '100');
    expect(minimo).toHaveAttribute('aria-valuetext', formatBRL(100));
    expect(maximo).toHaveAttribute('aria-valuetext', formatBRL(300));
    expect(maximo).toHaveAttribute('aria-valuemax', '1000');
  });

  it('moves a thumb one step per arrow key and commits the value', () => {
    const onCommit = vi.fn();
    renderWithProviders(<PriceRange onCommit={onCommit} />);
    const minimo = screen.getByRole('slider', { name: 'Preço mínimo' });
    fireEvent.keyDown(minimo, { key: 'ArrowRight' });
    expect(minimo).toHaveAttribute('aria-valuenow', '110');
    expect(onCommit).toHaveBeenLastCalledWith([110, 300]);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Preço máximo' }), { key: 'End' });
    expect(onCommit).toHaveBeenLastCalledWith([110, 1000]);
  });

  it('never lets the minimum pass the maximum: pushed past it, the values stay in order', () => {
    renderWithProviders(<PriceRange />);
    const minimo = screen.getByRole('slider', { name: 'Preço mínimo' });
    for (let i = 0; i < 25; i++) fireEvent.keyDown(document.activeElement === document.body ? minimo : document.activeElement!, { key: 'ArrowRight' });
    const values = screen.getAllByRole('slider').map((thumb) => Number(thumb.getAttribute('aria-valuenow')));
    // Radix hands the push over to the other thumb, so the named minimum stays the smaller value.
    expect(values).toEqual([300, 350]);
    expect(screen.getByRole('slider', { name: 'Preço mínimo' })).toHaveAttribute('aria-valuenow', '300');
  });
});
