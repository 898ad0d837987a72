/** Smooth scrolling unless the person asked for reduced motion. */
function behavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behavior() });
}

/** Scrolls a section into view below the fixed header (sections set scroll-margin-top). */
export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: behavior(), block: 'start' });
}
