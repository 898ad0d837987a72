import styled from 'styled-components';

/** Surface with border, radius and a soft shadow. `$interactive` adds a hover lift. */
export const Card = styled.div<{ $interactive?: boolean; $padded?: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  padding: ${({ theme, $padded }) => ($padded ? theme.space[4] : '0')};
  transition: box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  ${({ $interactive, theme }) =>
    $interactive
      ? `&:hover { box-shadow: ${theme.shadows.md}; transform: translateY(-2px); }`
      : ''}
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} 0`};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  flex: 1;
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
`;
