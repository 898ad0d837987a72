import styled from 'styled-components';

/** Layout helpers for stories only. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Stack = styled.div<{ $width?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ $width }) => $width ?? '28rem'};
`;

export const Placeholder = styled.div<{ $tone?: 'sea' | 'sand' | 'coral' | 'sunshine'; $height?: string }>`
  display: grid;
  place-items: center;
  height: ${({ $height }) => $height ?? '12rem'};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $tone = 'sea' }) =>
    ({
      sea: theme.colors.primarySoft,
      sand: theme.colors.surfaceMuted,
      coral: theme.colors.accentSoft,
      sunshine: theme.colors.sunshineSoft,
    })[$tone]};
`;
