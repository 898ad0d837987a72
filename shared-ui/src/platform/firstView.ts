/*
 * "The page's first view is up" (issue 25 §2): what loads after it (the auth client, the footer, the
 * banners, the carousel library) waits for this signal rather than the window's load event, which in
 * this single-page app fires before React has even fetched the remote, so everything "after the load
 * event" came before the products. A storefront page calls `firstViewShown()` once its first view is
 * usable (the catalogue's grid has its products); a page that never does falls back to
 * FIRST_VIEW_FALLBACK_MS after the load event.
 *
 * The signal is also a DOM attribute and event (PRIMEIRA_VISTA_ATTRIBUTE on <html>,
 * PRIMEIRA_VISTA_EVENT on window), for the design system's stateless components (the Carousel),
 * which each remote bundles and which must not import the platform.
 */

export const PRIMEIRA_VISTA_EVENT = 'loja:primeira-vista';
export const PRIMEIRA_VISTA_ATTRIBUTE = 'data-primeira-vista';
/** At the latest this long after the window's load event, what waits for the first view goes ahead. */
export const FIRST_VIEW_FALLBACK_MS = 4000;

/** The page's first view is up and usable: what waits for it starts, in idle moments. Once per page. */
export function firstViewShown(): void {
  if (typeof document === 'undefined' || isFirstViewShown()) return;
  document.documentElement.setAttribute(PRIMEIRA_VISTA_ATTRIBUTE, '');
  window.dispatchEvent(new Event(PRIMEIRA_VISTA_EVENT));
}

export function isFirstViewShown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PRIMEIRA_VISTA_ATTRIBUTE);
}

function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(id);
    };
  }
  const timer = setTimeout(run, 100);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` in an idle moment after the first view (or the fallback); returns a cancel function.
 * Nothing runs on the server.
 */
export function afterFirstView(run: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let cancelIdle: (() => void) | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    cleanup();
    cancelIdle = whenIdle(run, 1000);
  };
  const startFallback = () => {
    fallback = setTimeout(go, FIRST_VIEW_FALLBACK_MS);
  };
  const cleanup = () => {
    window.removeEventListener(PRIMEIRA_VISTA_EVENT, go);
    window.removeEventListener('load', startFallback);
    if (fallback !== undefined) clearTimeout(fallback);
  };
  if (isFirstViewShown()) go();
  else {
    window.addEventListener(PRIMEIRA_VISTA_EVENT, go, { once: true });
    if (document.readyState === 'complete') startFallback();
    else window.addEventListener('load', startFallback, { once: true });
  }
  return () => {
    done = true;
    cleanup();
    cancelIdle?.();
  };
}
