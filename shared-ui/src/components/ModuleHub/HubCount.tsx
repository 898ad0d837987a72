import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles';
import { Skeleton } from '../Skeleton';
import { formatCount } from '../../format/count';

/** The records behind a hub card: a number, `'loading'` while it is read, absent when there is none to show. */
export type ModuleHubCount = number | 'loading';

/** "1.234 registros", "1 registro", "0 registros". */
export function formatHubCount(total: number): string {
  return formatCount(total, 'registro', 'registros');
}

const Figure = styled.span<{ $stacked: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  align-items: ${({ $stacked }) => ($stacked ? 'flex-end' : 'baseline')};
  gap: ${({ theme, $stacked }) => ($stacked ? '0' : theme.space[1])};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface HubCountProps {
  count: ModuleHubCount;
  /** Number above the word (the list's right column) instead of beside it (the card's foot). */
  stacked?: boolean;
}

/** A card's count; while loading, a placeholder the size of a number (never a made-up figure). */
export function HubCount({ count, stacked = false }: HubCountProps) {
  if (count === 'loading') {
    return (
      <Figure $stacked={stacked}>
        <Skeleton width="4.5rem" height="1.5rem" />
        <Hidden>Carregando total</Hidden>
      </Figure>
    );
  }
  const [figure, ...unit] = formatHubCount(count).split(' ');
  return (
    <Figure $stacked={stacked}>
      {/* The space is not laid out (flex) but keeps "1.234 registros" two words for screen readers. */}
      <strong>{figure}</strong>{' '}
      <span>{unit.join(' ')}</span>
    </Figure>
  );
}
