// What the bench watches inside the page from its first moment (an init script): the largest
// contentful paint, and when the product grid becomes interactive.
//
// "Grid interactive" is the first moment the first enabled "Adicionar à sacola" button of a product
// card ([data-testid="produto-card"]) is in the document, laid out (a non-empty box), and carries
// React's props with an onClick function (the `__reactProps$…` key React sets on a host node when it
// commits it). The storefront renders on the client, so a committed node is live: React's root
// listener is attached before the first commit, and a click on that button would run `add`. A
// MutationObserver checks after every DOM change (React sets the props before inserting the node),
// so the time is taken in the microtask right after the commit that made the button usable.

export interface ProbeResult {
  lcp: number;
  lcpElement: string;
  gridInteractive: number;
}

export const ADD_BUTTON_TEXT = 'Adicionar à sacola';

export const PROBE_SCRIPT = `(() => {
  const state = { lcp: -1, lcpElement: '', gridInteractive: -1 };
  window.__benchProbe = state;
  // Room for every product image and chunk (the default buffer holds 250 entries).
  performance.setResourceTimingBufferSize(2000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      state.lcp = e.startTime;
      const el = e.element;
      state.lcpElement = el
        ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (e.url ? ' ' + e.url.slice(0, 80) : ' "' + (el.textContent || '').trim().slice(0, 40) + '"')
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const addButton = () => {
    for (const card of document.querySelectorAll('[data-testid="produto-card"]')) {
      for (const button of card.querySelectorAll('button')) {
        if (!button.disabled && (button.textContent || '').includes(${JSON.stringify(ADD_BUTTON_TEXT)})) return button;
      }
    }
    return null;
  };
  const live = (button) => {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const key = Object.keys(button).find((k) => k.startsWith('__reactProps$'));
    return !!key && typeof button[key].onClick === 'function';
  };
  const check = () => {
    if (state.gridInteractive >= 0) return;
    const button = addButton();
    if (button && live(button)) {
      state.gridInteractive = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

/** Reads the probe's figures (in the page). */
export const readProbe = (): ProbeResult => (window as unknown as { __benchProbe: ProbeResult }).__benchProbe;
