import { Card, Skeleton, media } from '@loja/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * One column on phones (a money figure in two columns of 390 px was clipped: "R$ 1.069,2…"), two from
 * sm, three from lg, all five in a row from xl; each value still wraps rather than overflow should a
 * figure grow.
 */
export const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/** The finance cards' row (issue 26) under the first: one column on phones, three from md. */
export const FiguresFinanceiro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Box = styled(Card).attrs({ as: 'section' })`
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Label = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconCircle = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Value = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Unavailable = styled(Value)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Detail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FigureCardProps {
  /** A lucide icon, decorative. */
  icon: ReactNode;
  /** The figure's name, its heading (e.g. "Total de Clientes"). */
  label: string;
  /** The figure, formatted; null while loading. */
  value: ReactNode;
  /** A line under the figure: what it counts. */
  detail?: ReactNode;
  loading?: boolean;
  /** Shown instead of the value when the figure could not be read. */
  unavailable?: string;
}

/** A dashboard figure: its name, the number, a detail line. The section is named by its label. */
export function FigureCard({ icon, label, value, detail, loading = false, unavailable }: FigureCardProps) {
  return (
    <Box $padded aria-label={label} aria-busy={loading || undefined}>
      <Label>
        <IconCircle aria-hidden="true">{icon}</IconCircle>
        {label}
      </Label>
      {loading ? (
        <>
          <Skeleton height="1.8rem" width="6rem" />
          <Skeleton height="1rem" width="8rem" />
        </>
      ) : unavailable ? (
        <Unavailable>{unavailable}</Unavailable>
      ) : (
        <>
          <Value>{value}</Value>
          {detail ? <Detail>{detail}</Detail> : null}
        </>
      )}
    </Box>
  );
}
