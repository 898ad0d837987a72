import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { ListSearch } from './ListSearch';

// Fake timers pin the 350 ms pause; fireEvent because user-event's act wrapper waits on a real
// setTimeout(0) that Vitest's fake timers never run (Testing Library only advances Jest's).
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

const PLACEHOLDER = 'Buscar por nome, CPF, telefone ou email...';

function renderSearch(value = '') {
  const onSearch = vi.fn<(busca: string) => void>();
  const view = renderWithProviders(<ListSearch value={value} onSearch={onSearch} placeholder={PLACEHOLDER} />);
  return { ...view, onSearch, box: screen.getByRole('searchbox', { name: 'Buscar' }) };
}

describe('<ListSearch>', () => {
  it('shows the placeholder and commits once, after the person pauses', () => {
    const { onSearch, box } = renderSearch();
    expect(box).toHaveAttribute('placeholder', PLACEHOLDER);
    type(box, 'Mü');
    act(() => vi.advanceTimersByTime(200));
    type(box, 'Müller');
    expect(box).toHaveValue('Müller');
    act(() => vi.advanceTimersByTime(349));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Müller');
  });

  it('commits at once on Enter, and the pending commit does not fire again', () => {
    const { onSearch, box } = renderSearch();
    type(box, '885.258');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('885.258');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('follows an outside change of the committed search (back button, Limpar filtros)', () => {
    const { rerender, box } = renderSearch('ana');
    expect(box).toHaveValue('ana');
    rerender(<ListSearch value="" onSearch={() => undefined} placeholder={PLACEHOLDER} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('clears with "Limpar busca", committed after the pause', () => {
    const { onSearch } = renderSearch('ana');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(350));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });
});
