import { media } from '@loja/shared-ui';
import styled from 'styled-components';

/**
 * The session's figures as term/value pairs: two columns on a phone, four from 768 px. `$destaque`
 * makes the values larger (the review's totals).
 */
export const Resumo = styled.dl<{ $destaque?: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme, $destaque }) => ($destaque ? theme.fontSizes.lg : 'inherit')};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
