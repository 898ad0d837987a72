import styled from 'styled-components';

/** What the Gestor's parts share: the money and percent cells, the tick box, a notice. */
export const Numero = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Caixa = styled.input.attrs({ type: 'checkbox' })`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  vertical-align: middle;
`;

export const Aviso = styled.p<{ $tom: 'erro' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $tom }) => ($tom === 'erro' ? theme.colors.destructiveSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tom }) => ($tom === 'erro' ? theme.colors.destructiveText : theme.colors.text)};
`;

export const Secundario = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
