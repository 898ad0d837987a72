/**
 * jsdom lacks a few browser APIs that Radix, sonner and embla use.
 * Minimal stand-ins, for tests only (the storybook story tests reuse them).
 */
export function installDomPolyfills(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  if (!('ResizeObserver' in window)) w.ResizeObserver = NoopObserver;
  if (!('IntersectionObserver' in window)) w.IntersectionObserver = NoopObserver;
  // jsdom has no canvas; axe-core probes it. Return null quietly instead of jsdom's "Not implemented".
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
}
