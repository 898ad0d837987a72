import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(initial = '') {
  const commit = vi.fn();
  const view = renderHook(({ committed }) => useDebouncedValue(committed, commit, 350), { initialProps: { committed: initial } });
  return { commit, view };
}

describe('useDebouncedValue', () => {
  it('commits once, after the pause', () => {
    const { commit, view } = setup();
    act(() => view.result.current[1]('b'));
    act(() => view.result.current[1]('bi'));
    expect(view.result.current[0]).toBe('bi');
    act(() => vi.advanceTimersByTime(349));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('bi');
  });

  it('flush (Enter) commits at once and the pending commit never fires afterwards', () => {
    const { commit, view } = setup();
    act(() => view.result.current[1]('biquini'));
    act(() => view.result.current[2]());
    expect(commit).toHaveBeenCalledWith('biquini');
    // Limpar filtros right after: the old text must not come back.
    view.rerender({ committed: 'biquini' });
    view.rerender({ committed: '' });
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(view.result.current[0]).toBe('');
  });

  it('an outside change replaces the local value and cancels what was pending', () => {
    const { commit, view } = setup('praia');
    act(() => view.result.current[1]('praia azul'));
    view.rerender({ committed: '' });
    expect(view.result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('its own commit coming back through the URL keeps what was typed since, and that commits too', () => {
    const { commit, view } = setup();
    act(() => view.result.current[1]('a'));
    act(() => vi.advanceTimersByTime(350));
    expect(commit).toHaveBeenLastCalledWith('a');
    // The person typed on before the URL caught up with "a" (a busy phone).
    act(() => view.result.current[1]('al'));
    view.rerender({ committed: 'a' });
    expect(view.result.current[0]).toBe('al');
    act(() => vi.advanceTimersByTime(350));
    expect(commit).toHaveBeenLastCalledWith('al');
    expect(commit).toHaveBeenCalledTimes(2);
  });
});
