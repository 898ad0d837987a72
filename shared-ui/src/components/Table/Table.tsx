import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A data table inside a horizontally scrolling, bordered box. */
export function Table(props: ComponentPropsWithRef<'table'>) {
  return (
    <Scroll>
      <StyledTable {...props} />
    </Scroll>
  );
}

export const TableCaption = styled.caption`
  padding: ${({ theme }) => theme.space[3]};
  caption-side: bottom;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TableHeader = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TableBody = styled.tbody``;

export const TableFooter = styled.tfoot`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody &:last-child { border-bottom: none; }
  tbody &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export const TableHead = styled.th<{ $align?: 'left' | 'center' | 'right' }>`
  text-align: ${({ $align = 'left' }) => $align};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export const TableCell = styled.td<{ $align?: 'left' | 'center' | 'right'; $nowrap?: boolean }>`
  text-align: ${({ $align = 'left' }) => $align};
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  vertical-align: middle;
`;
