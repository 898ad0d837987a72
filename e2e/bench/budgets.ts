// The budgets of issue 14 the bench enforces (exit 1 when one breaks).

/** Gzipped JavaScript requested before /catalogo's largest contentful paint, at each width. */
export const JS_BEFORE_LCP_BUDGET_KB = 250;
/** The next step the issue asks to keep in sight (printed, not enforced). */
export const JS_BEFORE_LCP_TARGET_KB = 150;
/** Median LCP of /catalogo, cold cache, no throttling, at each width. */
export const LCP_BUDGET_MS = 1000;
/** An image counts as oversized when it is more than this many times wider than its box needs. */
export const OVERSIZE_FACTOR = 2;

/** Lighthouse (mobile preset) minimum scores, 0-100. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 90,
  accessibility: 100,
  'best-practices': 95,
  seo: 90,
} as const;

export type LighthouseCategory = keyof typeof LIGHTHOUSE_BUDGETS;
