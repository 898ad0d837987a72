// Sizes the two bar charts share, in px (recharts lays out in px; the width comes from the card).

/** The category axis: wide enough for most Portuguese names on a desktop, a third of a phone's card. */
export function axisWidth(wide: boolean): { width: number; chars: number } {
  // ~7 px per character at the xs font size, plus the tick's own gap from the axis line: at 104 px a
  // 14-character line ("Amarração Boho") lost its first letter at the card's edge on a 390 px phone.
  return wide ? { width: 168, chars: 24 } : { width: 120, chars: 14 };
}

/** Bars × row height, plus the number axis; never less than one row (an empty chart keeps its place). */
export function chartHeight(bars: number, rowHeight: number): number {
  return Math.max(1, bars) * rowHeight + 32;
}

