import { rotuloEmLinhas } from '../dados';

/** What recharts passes to a custom axis tick (the parts used here). */
interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  payload?: { value?: unknown };
}

/** Line height of the wrapped name, in em. */
const LINE_EM = 1.15;

/**
 * A category-axis tick with the whole name wrapped on up to `lines` lines (SVG text does not wrap
 * by itself), centred on its bar, so two long names that start alike stay distinguishable.
 */
export function NameTick({ x, y, textAnchor = 'end', payload, chars, lines, fill, fontSize }: TickProps & { chars: number; lines: number; fill: string; fontSize: string }) {
  const rows = rotuloEmLinhas(String(payload?.value ?? ''), chars, lines);
  return (
    <text x={x} y={y} textAnchor={textAnchor} fill={fill} fontSize={fontSize} dominantBaseline="central">
      {rows.map((row, i) => (
        <tspan key={i} x={x} dy={`${i === 0 ? (-(rows.length - 1) * LINE_EM) / 2 : LINE_EM}em`}>
          {row}
        </tspan>
      ))}
    </text>
  );
}
