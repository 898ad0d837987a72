// Cumulative layout shift of a cold load of /catalogo, from the probe's `layout-shift` entries
// (PerformanceObserver, `buffered: true`, so the shifts before the probe's observer started count too).
//
// The window measured: from navigation start until the product grid is interactive (probe.ts) plus
// CLS_SETTLE_MS. That covers everything the first view goes through — the server-rendered HTML, React
// taking it over, the grid filling in, fonts and on-screen images arriving, the below-the-fold parts
// mounted right after the first view — and the commits that land just after the first card became
// usable (the rest of the grid, the lazy parts' first render). It stops there because the page has no
// more loading of its own to do, and what follows is the visitor's doing (scroll, taps), which the
// bench does not do. Shifts within 500 ms of an input (`hadRecentInput`) are excluded, as CLS does;
// the bench gives no input, so none should be. The values are summed, not grouped in the 5 s session
// windows of the web-vitals definition: the budget is 0, and any shift at all breaks it either way.

export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  /** The shifted nodes, described (tag#id.class "text"), for the report. */
  sources: string[];
}

/** How long after the grid became interactive shifts still count. */
export const CLS_SETTLE_MS = 1000;

/** The shifts that count: in the window and not caused by input. */
export const countedShifts = (shifts: readonly LayoutShift[], untilMs: number): LayoutShift[] =>
  shifts.filter((s) => !s.hadRecentInput && s.startTime <= untilMs);

/** Sum of the counted shifts' values. */
export const cumulativeLayoutShift = (shifts: readonly LayoutShift[], untilMs: number): number =>
  countedShifts(shifts, untilMs).reduce((total, s) => total + s.value, 0);
