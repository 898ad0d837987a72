import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` (and so `useBreakpoint`/`useMediaQuery`) answer as a window `width` px
 * wide: `viewportWidth(1366)` gives the DataTable its table, `viewportWidth(390)` its cards.
 * Undo with `vi.restoreAllMocks()`.
 */
export function viewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
