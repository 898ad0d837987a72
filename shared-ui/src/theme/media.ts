import { createContext, useContext, useEffect, useState } from 'react';
import { breakpoints } from './tokens';
import type { Breakpoint } from './theme';

/** `${media.md} { ... }` applies from the md breakpoint up (mobile first). */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

/** `${mediaDown.md} { ... }` applies below the md breakpoint. */
export const mediaDown = {
  sm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
  md: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  lg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  xl: `@media (max-width: ${breakpoints.xl - 0.02}px)`,
} as const satisfies Record<Breakpoint, string>;

/** The media query string (without `@media`) for "at least this breakpoint". */
export function minWidthQuery(bp: Breakpoint): string {
  return `(min-width: ${breakpoints[bp]}px)`;
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * Server rendering only: how `useMediaQuery` answers where there is no window. The storefront's first
 * view (mfe-catalog/src/primeiraVista) renders once per side of a breakpoint and lets CSS pick one;
 * in a browser nothing provides it.
 */
export const ServerMediaContext = createContext<((query: string) => boolean) | null>(null);

/** React hook: whether a media query currently matches (during SSR: ServerMediaContext's answer, else false). */
export function useMediaQuery(query: string): boolean {
  const server = useContext(ServerMediaContext);
  const [value, setValue] = useState(() => (server ? server(query) : matches(query)));
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    const onChange = () => setValue(mql.matches);
    onChange();
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [query]);
  return value;
}

/** React hook: whether the viewport is at least the given breakpoint wide. */
export function useBreakpoint(bp: Breakpoint): boolean {
  return useMediaQuery(minWidthQuery(bp));
}
