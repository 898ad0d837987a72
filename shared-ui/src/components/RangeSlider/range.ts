/**
 * The pure rules of <RangeSlider>: two thumbs on one track, each kept on its own side. The minimum
 * never passes the maximum nor moves it (and the other way round); keys and drags stop at the other
 * thumb's value.
 */
export type RangeValue = readonly [number, number];
/** 0 is the minimum's thumb, 1 the maximum's. */
export type ThumbIndex = 0 | 1;

export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}

/** Where a value sits on the track (0 at the start, 1 at the end) and back. */
export interface RangeScale {
  toFraction: (value: number, bounds: RangeBounds) => number;
  toValue: (fraction: number, bounds: RangeBounds) => number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export const linearScale: RangeScale = {
  toFraction: (value, { min, max }) => (max === min ? 0 : clamp((value - min) / (max - min), 0, 1)),
  toValue: (fraction, { min, max }) => min + clamp(fraction, 0, 1) * (max - min),
};

/**
 * A square-root track: the lower values get more room (the first quarter of the values takes the
 * first half of the track). For prices, where most products sit at the cheap end of a wide range.
 */
export const sqrtScale: RangeScale = {
  toFraction: (value, { min, max }) => (max === min ? 0 : Math.sqrt(clamp((value - min) / (max - min), 0, 1))),
  toValue: (fraction, { min, max }) => min + clamp(fraction, 0, 1) ** 2 * (max - min),
};

/** A value on the step grid within the bounds. */
export function snap(value: number, { min, max, step }: RangeBounds): number {
  const snapped = min + Math.round((value - min) / step) * step;
  // Round away binary noise (0.1 + 0.2) at the precision of the step.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return clamp(Number(snapped.toFixed(decimals)), min, max);
}

/** How far a thumb may go: the minimum from the start to the maximum's value, the maximum from the minimum's value to the end. */
export function limitsOf(thumb: ThumbIndex, [low, high]: RangeValue, { min, max }: RangeBounds): [number, number] {
  return thumb === 0 ? [min, high] : [low, max];
}

/** The range with one thumb moved towards `target`: on the step grid, never past the other thumb, the other unchanged. */
export function moveThumb(value: RangeValue, thumb: ThumbIndex, target: number, bounds: RangeBounds): [number, number] {
  const [lo, hi] = limitsOf(thumb, value, bounds);
  const next = clamp(snap(target, bounds), lo, hi);
  return thumb === 0 ? [next, value[1]] : [value[0], next];
}

/**
 * The range after a key on a thumb, or null for a key the slider does not use. Arrows move one step,
 * Page Up/Down `bigStep`, Home and End to the thumb's own limits (End on the minimum stops at the
 * maximum's value; Home on the maximum at the minimum's).
 */
export function rangeAfterKey(
  key: string,
  value: RangeValue,
  thumb: ThumbIndex,
  bounds: RangeBounds,
  bigStep = bounds.step * 10,
): [number, number] | null {
  const current = value[thumb];
  const [lo, hi] = limitsOf(thumb, value, bounds);
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
      case 'ArrowUp':
        return current + bounds.step;
      case 'ArrowLeft':
      case 'ArrowDown':
        return current - bounds.step;
      case 'PageUp':
        return current + bigStep;
      case 'PageDown':
        return current - bigStep;
      case 'Home':
        return lo;
      case 'End':
        return hi;
      default:
        return null;
    }
  })();
  return target === null ? null : moveThumb(value, thumb, target, bounds);
}

/**
 * Which thumb a press on the track takes: the nearer one. When both thumbs sit on the same value the
 * press's side decides (left of them the minimum, right the maximum); on them, null: the first
 * movement decides (see `thumbForMovement`).
 */
export function thumbForPress([low, high]: RangeValue, pressed: number): ThumbIndex | null {
  if (low === high) return pressed < low ? 0 : pressed > high ? 1 : null;
  return Math.abs(pressed - low) <= Math.abs(pressed - high) ? 0 : 1;
}

/** With both thumbs on one value, moving left takes the minimum and moving right the maximum. */
export const thumbForMovement = (from: number, to: number): ThumbIndex | null => (to < from ? 0 : to > from ? 1 : null);
