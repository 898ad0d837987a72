import { Table, TableBody, TableHeader, TableRow } from '@loja/shared-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DASHBOARD_MESSAGES as M } from '../messages';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  min-width: 0;
`;

/** The chart's box: its height is the chart's, its width the card's (ResponsiveContainer measures it). */
const Area = styled.div<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
  min-width: 0;
  .recharts-surface:focus {
    outline: none;
  }
  .barra-com-link {
    cursor: pointer;
  }
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  summary + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

/** In place of a chart with nothing to draw (its summary says why). */
export const ChartEmpty = styled.p`
  padding: ${({ theme }) => `${theme.space[4]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChartFigureProps {
  /** The chart's height in px (bars × row height). */
  height: number;
  /** The sentence that says what the chart shows (also the svg's description). */
  summary: string;
  /** The table's accessible name, e.g. "Estoque por categoria". */
  tableLabel: string;
  /** The header row and the body rows of the data table (TableHead / TableRow cells). */
  head: ReactNode;
  rows: ReactNode;
  /** The recharts chart (inside a ResponsiveContainer). */
  children: ReactNode;
}

/**
 * A chart with its text alternative: a one-sentence summary for everyone (figcaption), and the same
 * figures as a table under "Ver dados em tabela" (a native disclosure: a keyboard or screen reader opens it too).
 */
export function ChartFigure({ height, summary, tableLabel, head, rows, children }: ChartFigureProps) {
  return (
    <Figure>
      <Area $height={height}>{children}</Area>
      <Caption>{summary}</Caption>
      <Details>
        <summary>
          {M.verTabela}
          <ChevronDown size={16} aria-hidden />
        </summary>
        <Table aria-label={tableLabel}>
          <TableHeader>
            <TableRow>{head}</TableRow>
          </TableHeader>
          <TableBody>{rows}</TableBody>
        </Table>
      </Details>
    </Figure>
  );
}
