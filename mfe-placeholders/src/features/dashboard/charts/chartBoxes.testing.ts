import { vi } from 'vitest';

/**
 * For tests: jsdom lays nothing out, so recharts' ResponsiveContainer measures its box as 0 × 0 and
 * draws nothing (with a warning). This makes that box alone measure `width` × `height` (every other
 * element keeps jsdom's zeros, so recharts' text measuring is unchanged). Undo with `vi.restoreAllMocks()`.
 */
export function measureChartBoxes(width = 340, height = 300): void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? DOMRect.fromRect({ width, height }) : original.call(this);
  });
}
