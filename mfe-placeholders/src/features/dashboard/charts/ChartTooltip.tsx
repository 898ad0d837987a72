import type { ReactNode } from 'react';
import type { TooltipContentProps } from 'recharts';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 16rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * The tooltip of a bar, in the theme's colours (recharts' own box has literal ones): `describe` turns
 * the hovered row into a title and its lines. The rows are the chart's `data`, so the caller knows
 * their type; recharts hands them over untyped.
 */
export function chartTooltip<Row>(describe: (row: Row) => { title: string; lines: ReactNode[] }) {
  return function ChartTooltipContent({ active, payload }: TooltipContentProps) {
    const row = payload[0]?.payload as Row | undefined;
    if (!active || row === undefined) return null;
    const { title, lines } = describe(row);
    return (
      <Box>
        <strong>{title}</strong>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </Box>
    );
  };
}
