import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  max-width: 28rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface EmptyStateProps {
  /** A lucide icon element, decorative. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a "Limpar filtros" button. */
  action?: ReactNode;
  className?: string;
}

/** "Nothing here" message, e.g. "Sua sacola está vazia". */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon ? <IconCircle aria-hidden="true">{icon}</IconCircle> : null}
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Box>
  );
}
