import * as RadixSlider from '@radix-ui/react-slider';
import styled from 'styled-components';

const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  /* A 44 px tall touch target around the thin track. */
  height: 2.75rem;
  user-select: none;
  touch-action: none;

  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: 0.375rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
`;

/** The chosen part: between the two thumbs (or from the start to the one thumb). */
const Range = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const Thumb = styled(RadixSlider.Thumb)`
  display: block;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: grab;
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:active {
    cursor: grabbing;
  }
`;

export interface SliderProps {
  /** One number per thumb: `[valor]` or a range `[mínimo, máximo]`. */
  value: readonly number[];
  /** While dragging or with the keyboard, on every step. */
  onValueChange: (value: number[]) => void;
  /** When a drag ends or a key is released (the moment to query a server, say). */
  onValueCommit?: (value: number[]) => void;
  min: number;
  max: number;
  /** Default 1. */
  step?: number;
  /** Accessible name of each thumb, in order, e.g. ["Preço mínimo", "Preço máximo"] (required: a thumb has no visible label). */
  thumbLabels: readonly string[];
  /** How a value is read out, e.g. formatBRL; default the number itself. */
  formatValue?: (value: number) => string;
  /** Steps the thumbs keep between them; default 0 (they may meet, never cross). */
  minStepsBetweenThumbs?: number;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * A slider on Radix: one thumb or two (a range) with the part between them filled, keyboard
 * (arrows, Page Up/Down, Home/End) and touch, each thumb named and read out with `formatValue`.
 *
 *   <Slider value={[min, max]} onValueChange={([a, b]) => ...} min={0} max={1000} step={10}
 *           thumbLabels={['Preço mínimo', 'Preço máximo']} formatValue={formatBRL} />
 */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step = 1,
  thumbLabels,
  formatValue = String,
  minStepsBetweenThumbs = 0,
  disabled = false,
  name,
  className,
}: SliderProps) {
  return (
    <Root
      className={className}
      value={[...value]}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      disabled={disabled}
      name={name}
    >
      <Track>
        <Range />
      </Track>
      {value.map((thumbValue, index) => (
        <Thumb key={index} aria-label={thumbLabels[index]} aria-valuetext={formatValue(thumbValue)} />
      ))}
    </Root>
  );
}
