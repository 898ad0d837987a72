// What the bench watches inside the page from its first moment (an init script): the largest
// contentful paint, the layout shifts (cls.ts says which count), when a product card's add button is
// first on screen, and when the product grid becomes interactive.
//
// "Grid interactive" is the first moment the first enabled "Adicionar à sacola" button of a product
// card ([data-testid="produto-card"]) is in the document, laid out (a non-empty box), and carries
// React's props with an onClick function (the `__reactProps$…` key React sets on a host node when it
// commits it). The storefront renders on the client, so a committed node is live: React's root
// listener is attached before the first commit, and a click on that button would run `add`. A
// MutationObserver checks after every DOM change (React sets the props before inserting the node),
// so the time is taken in the microtask right after the commit that made the button usable.
// "Card visible" is the first moment that button is laid out at all, React's props or not: on a page
// whose HTML already shows cards, the gap between the two is the time a shopper sees a button that
// does nothing.

import type { LayoutShift } from './cls.ts';

export interface ProbeResult {
  lcp: number;
  lcpElement: string;
  cardVisible: number;
  gridInteractive: number;
  shifts: LayoutShift[];
}

export const ADD_BUTTON_TEXT = 'Adicionar à sacola';

export const PROBE_SCRIPT = `(() => {
  const state = { lcp: -1, lcpElement: '', cardVisible: -1, gridInteractive: -1, shifts: [] };
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '?';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + cls + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      state.shifts.push({
        value: e.value,
        startTime: e.startTime,
        hadRecentInput: e.hadRecentInput,
        sources: (e.sources || []).map((s) => describe(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
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
  const laidOut = (button) => {
    const box = button.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const live = (button) => {
    if (!laidOut(button)) return false;
    const key = Object.keys(button).find((k) => k.startsWith('__reactProps$'));
    return !!key && typeof button[key].onClick === 'function';
  };
  const check = () => {
    if (state.gridInteractive >= 0) return;
    const button = addButton();
    if (button && state.cardVisible < 0 && laidOut(button)) state.cardVisible = performance.now();
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
