import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LojaThemeProvider } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { PriceRange } from './PriceRange';

afterEach(() => {
  vi.useRealTimers();
});

function renderRange(min: number, max: number, onCommit = vi.fn()) {
  render(
    <LojaThemeProvider>
      <PriceRange min={min} max={max} onCommit={onCommit} />
    </LojaThemeProvider>,
  );
  return onCommit;
}

describe('PriceRange', () => {
  it('is one range slider with a named thumb for each end, read out in reais', () => {
    renderRange(100, 600);
    expect(screen.getByRole('group', { name: 'Faixa de preço' })).toBeInTheDocument();
    const minimo = screen.getByRole('slider', { name: 'Preço mínimo' });
    const maximo = screen.getByRole('slider', { name: 'Preço máximo' });
    expect(minimo).toHaveAttribute('aria-valuenow', '100');
    expect(minimo).toHaveAttribute('aria-valuetext', formatBRL(100));
    expect(maximo).toHaveAttribute('aria-valuenow', '600');
    expect(maximo).toHaveAttribute('aria-valuemin', '0');
    expect(maximo).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByRole('status')).toHaveTextContent('R$ 100,00 – R$ 600,00');
  });

  it('commits both ends once the shopper stops moving a thumb (steps of R$ 10, Page Down R$ 100)', () => {
    vi.useFakeTimers();
    const onCommit = renderRange(0, 1000);
    const maximo = screen.getByRole('slider', { name: 'Preço máximo' });
    act(() => maximo.focus());
    fireEvent.keyDown(maximo, { key: 'PageDown' });
    fireEvent.keyDown(maximo, { key: 'ArrowLeft' });
    expect(screen.getByRole('status')).toHaveTextContent('R$ 0,00 – R$ 890,00');
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ precoMin: 0, precoMax: 890 });
  });

  it('the minimum cannot pass the maximum', () => {
    renderRange(250, 300);
    const minimo = screen.getByRole('slider', { name: 'Preço mínimo' });
    act(() => minimo.focus());
    for (let i = 0; i < 3; i++) fireEvent.keyDown(minimo, { key: 'PageUp' });
    const [a, b] = screen.getAllByRole('slider').map((thumb) => Number(thumb.getAttribute('aria-valuenow')));
    expect(a).toBeLessThanOrEqual(b!);
    expect(screen.getByRole('slider', { name: 'Preço mínimo' })).toHaveAttribute('aria-valuenow', '300');
  });
});
