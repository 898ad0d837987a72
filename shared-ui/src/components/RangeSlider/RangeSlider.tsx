import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import {
  linearScale,
  moveThumb,
  rangeAfterKey,
  snap,
  thumbForMovement,
  thumbForPress,
  type RangeBounds,
  type RangeScale,
  type RangeValue,
  type ThumbIndex,
} from './range';

/** Each thumb is a 44 × 44 px touch target around its visible 24 px dot. */
const TARGET = '2.75rem';

const Root = styled.div<{ $disabled: boolean }>`
  position: relative;
  height: ${TARGET};
  /* Half a target on each side, so a thumb at either end stays whole and tappable. */
  padding: 0 calc(${TARGET} / 2);
  touch-action: none;
  user-select: none;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const Rail = styled.div`
  position: relative;
  height: 100%;
`;

const Track = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 50%;
  height: 0.375rem;
  transform: translateY(-50%);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
`;

const Filled = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const Thumb = styled.span`
  position: absolute;
  top: 0;
  width: ${TARGET};
  height: ${TARGET};
  transform: translateX(-50%);
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: grab;
  outline: none;

  &::before {
    content: '';
    width: 1.5rem;
    height: 1.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: box-shadow ${({ theme }) => theme.transitions.fast};
  }
  &:hover::before {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible::before {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:active {
    cursor: grabbing;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

export interface RangeSliderProps {
  /** [mínimo, máximo]. */
  value: RangeValue;
  /** On every step, while dragging or with the keyboard. */
  onValueChange: (value: [number, number]) => void;
  /** When a drag ends or after a key (the moment to query a server, say). */
  onValueCommit?: (value: [number, number]) => void;
  min: number;
  max: number;
  /** Default 1. */
  step?: number;
  /** What Page Up/Down move; default 10 steps. */
  bigStep?: number;
  /** Accessible name of each thumb, e.g. ["Preço mínimo", "Preço máximo"] (required: a thumb has no visible label). */
  thumbLabels: readonly [string, string];
  /** How a value is read out, e.g. formatBRL; default the number itself. */
  formatValue?: (value: number) => string;
  /** Where values sit on the track; default linear (`sqrtScale` gives the low values more room). */
  scale?: RangeScale;
  disabled?: boolean;
  className?: string;
}

/**
 * A two-thumb range slider where each thumb keeps to its own side: the minimum stops at the maximum's
 * value and never moves it (nor the other way round), on a drag, with arrows, Page Up/Down, Home and
 * End. Thumbs are 44 px touch targets; a press on the track takes the nearer thumb.
 *
 *   <RangeSlider value={[min, max]} onValueChange={([a, b]) => ...} min={0} max={1000} step={10}
 *                thumbLabels={['Preço mínimo', 'Preço máximo']} formatValue={formatBRL} scale={sqrtScale} />
 */
export function RangeSlider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step = 1,
  bigStep,
  thumbLabels,
  formatValue = String,
  scale = linearScale,
  disabled = false,
  className,
}: RangeSliderProps) {
  const bounds: RangeBounds = { min, max, step };
  const rail = useRef<HTMLDivElement>(null);
  const thumbs = [useRef<HTMLSpanElement>(null), useRef<HTMLSpanElement>(null)] as const;
  /** The drag under way: its thumb (null until the first movement decides, thumbs on one value) and the range so far. */
  const drag = useRef<{ thumb: ThumbIndex | null; start: number; value: [number, number] } | null>(null);

  const valueAt = (clientX: number) => {
    const box = rail.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return scale.toValue((clientX - box.left) / box.width, bounds);
  };

  const change = (next: [number, number]) => {
    if (next[0] !== value[0] || next[1] !== value[1]) onValueChange(next);
    if (drag.current) drag.current.value = next;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const pressed = valueAt(event.clientX);
    if (pressed === null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // On a thumb, that thumb (on two thumbs sharing a value, the first movement decides); elsewhere the nearer one.
    const own = thumbs.findIndex((t) => t.current?.contains(event.target as Node));
    const thumb = own === -1 ? thumbForPress(value, snap(pressed, bounds)) : value[0] === value[1] ? null : (own as ThumbIndex);
    drag.current = { thumb, start: pressed, value: [value[0], value[1]] };
    if (thumb !== null) {
      thumbs[thumb].current?.focus();
      if (own === -1) change(moveThumb(value, thumb, pressed, bounds));
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const at = valueAt(event.clientX);
    if (at === null) return;
    if (current.thumb === null) {
      current.thumb = thumbForMovement(current.start, at);
      if (current.thumb === null) return;
      thumbs[current.thumb].current?.focus();
    }
    change(moveThumb(current.value, current.thumb, at, bounds));
  };

  const onPointerEnd = () => {
    const current = drag.current;
    drag.current = null;
    if (current) onValueCommit?.(current.value);
  };

  const onKeyDown = (thumb: ThumbIndex) => (event: KeyboardEvent<HTMLSpanElement>) => {
    if (disabled) return;
    const next = rangeAfterKey(event.key, value, thumb, bounds, bigStep);
    if (!next) return;
    event.preventDefault();
    change(next);
    onValueCommit?.(next);
  };

  // Positions change on every drag frame: inline styles, not a generated class per value.
  const at = (v: number) => `${scale.toFraction(v, bounds) * 100}%`;
  // The minimum on top once it sits in the upper half, so two thumbs on one value can still be parted.
  const minOnTop = scale.toFraction(value[0], bounds) > 0.5;

  return (
    <Root
      className={className}
      $disabled={disabled}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Rail ref={rail}>
        <Track>
          <Filled style={{ left: at(value[0]), right: `calc(100% - ${at(value[1])})` }} />
        </Track>
        {([0, 1] as const).map((thumb) => (
          <Thumb
            key={thumb}
            ref={thumbs[thumb]}
            role="slider"
            tabIndex={disabled ? -1 : 0}
            aria-label={thumbLabels[thumb]}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value[thumb]}
            aria-valuetext={formatValue(value[thumb])}
            aria-orientation="horizontal"
            aria-disabled={disabled || undefined}
            style={{ left: at(value[thumb]), zIndex: (thumb === 0) === minOnTop ? 2 : 1 }}
            onKeyDown={onKeyDown(thumb)}
          />
        ))}
      </Rail>
    </Root>
  );
}
