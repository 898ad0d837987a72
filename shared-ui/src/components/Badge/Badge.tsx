import type { ComponentPropsWithRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'destructive' | 'warning' | 'outline' | 'accent';

const styles = (theme: DefaultTheme) => ({
  default: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnPrimary};
  `,
  secondary: css`
    background: ${theme.colors.secondary};
    color: ${theme.colors.secondaryText};
  `,
  success: css`
    background: ${theme.colors.successSoft};
    color: ${theme.colors.successText};
  `,
  destructive: css`
    background: ${theme.colors.destructiveSoft};
    color: ${theme.colors.destructiveText};
  `,
  warning: css`
    background: ${theme.colors.warningSoft};
    color: ${theme.colors.warningText};
  `,
  outline: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
  `,
  accent: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.white};
  `,
});

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ theme, $variant }) => styles(theme)[$variant]}
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

/** Small status label (Entrada/Saída, ESGOTADO, Ativo...). */
export function Badge({ variant = 'default', ...rest }: BadgeProps) {
  return <StyledBadge $variant={variant} {...rest} />;
}
