import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('End on the minimum stops at the maximum and leaves it there; Home on the maximum stops at the minimum', () => {
    renderRange(100, 600);
    const minimo = screen.getByRole('slider', { name: 'Preço mínimo' });
    const maximo = screen.getByRole('slider', { name: 'Preço máximo' });
    fireEvent.keyDown(minimo, { key: 'End' });
    expect(minimo).toHaveAttribute('aria-valuenow', '600');
    expect(maximo).toHaveAttribute('aria-valuenow', '600');
    fireEvent.keyDown(minimo, { key: 'Home' });
    fireEvent.keyDown(maximo, { key: 'Home' });
    expect(maximo).toHaveAttribute('aria-valuenow', '0');
    expect(minimo).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(maximo, { key: 'ArrowRight' });
    expect(maximo).toHaveAttribute('aria-valuenow', '10');
  });

  it('a typed value moves its thumb and is committed; one that cannot be applied is refused in Portuguese', async () => {
    const user = userEvent.setup();
    const onCommit = renderRange(100, 600);
    const campoMin = screen.getByRole('textbox', { name: 'Mínimo (R$)' });
    const campoMax = screen.getByRole('textbox', { name: 'Máximo (R$)' });
    expect(campoMin).toHaveValue('100');
    expect(campoMax).toHaveValue('600');

    await user.clear(campoMin);
    await user.type(campoMin, '250{Enter}');
    expect(screen.getByRole('slider', { name: 'Preço mínimo' })).toHaveAttribute('aria-valuenow', '250');
    await vi.waitFor(() => expect(onCommit).toHaveBeenLastCalledWith({ precoMin: 250, precoMax: 600 }));

    // Above the maximum: not applied, the message says why, the thumb stays.
    await user.clear(campoMin);
    await user.type(campoMin, '700');
    await user.tab();
    expect(campoMin).toHaveAccessibleDescription(`O mínimo não pode passar do máximo (${formatBRL(600)}).`);
    expect(campoMin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('slider', { name: 'Preço mínimo' })).toHaveAttribute('aria-valuenow', '250');

    await user.clear(campoMax);
    await user.type(campoMax, 'mil{Enter}');
    expect(campoMax).toHaveAccessibleDescription('Digite um valor em reais, por exemplo 150.');
    expect(screen.getByRole('slider', { name: 'Preço máximo' })).toHaveAttribute('aria-valuenow', '600');

    // Moving a thumb shows in its field.
    await user.clear(campoMax);
    await user.type(campoMax, '1.000{Enter}');
    expect(screen.getByRole('slider', { name: 'Preço máximo' })).toHaveAttribute('aria-valuenow', '1000');
    expect(campoMax).not.toHaveAttribute('aria-invalid');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Preço máximo' }), { key: 'PageDown' });
    expect(campoMax).toHaveValue('900');
  });
});
