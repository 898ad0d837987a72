// The budgets of issue 25 the bench enforces at both widths, cold cache (exit 1 when one breaks).

/** Gzipped JavaScript requested before /catalogo's largest contentful paint (median of the loads). */
export const JS_BEFORE_LCP_BUDGET_KB = 150;
/** Gzipped JavaScript requested before the product grid is interactive (probe.ts; median of the loads). */
export const JS_BEFORE_GRID_BUDGET_KB = 250;
/** Median LCP of /catalogo, cold cache, no throttling, this machine. */
export const LCP_BUDGET_MS = 300;
/** Cumulative layout shift until the grid is interactive plus a settle (cls.ts), worst of the loads. */
export const CLS_BUDGET = 0;
/** Requests to a back-office remote before the grid is interactive (issue 25 §3), any load. */
export const BACK_OFFICE_BEFORE_GRID_BUDGET = 0;
/** An image counts as oversized when it is more than this many times wider than its box needs. */
export const OVERSIZE_FACTOR = 2;

/** Lighthouse (mobile preset) minimum scores, 0-100: performance is the median of the runs. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

export type LighthouseCategory = keyof typeof LIGHTHOUSE_BUDGETS;
