export { RangeSlider } from './RangeSlider';
export type { RangeSliderProps } from './RangeSlider';
export { linearScale, sqrtScale, limitsOf, moveThumb, rangeAfterKey, snap } from './range';
export type { RangeBounds, RangeScale, RangeValue, ThumbIndex } from './range';
