import { useEffect } from 'react';

/**
 * Runs `preload` once the page is ready and the browser is idle: after the window's load event and
 * `ready` (e.g. the grid has its products), in an idle callback. The parts a shopper opens next are
 * then fetched after the first paint and the grid, never in their way.
 */
export function usePreloadWhenIdle(ready: boolean, preload: () => void) {
  useEffect(() => {
    if (!ready) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload, { timeout: 3000 });
      else timer = setTimeout(preload, 1000);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, preload]);
}
