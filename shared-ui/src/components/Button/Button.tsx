import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Text shown while loading (e.g. "Salvando..."); default: the children. */
  loadingText?: ReactNode;
  fullWidth?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
}

const variantStyles = (theme: DefaultTheme) => ({
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnPrimary};
    &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${theme.colors.secondary};
    color: ${theme.colors.secondaryText};
    &:hover:not(:disabled) { background: ${theme.colors.secondaryHover}; }
  `,
  outline: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) { background: ${theme.colors.surfaceSunken}; }
  `,
  destructive: css`
    background: ${theme.colors.destructive};
    color: ${theme.colors.white};
    &:hover:not(:disabled) { background: ${theme.colors.destructiveHover}; }
  `,
});

const sizeStyles = (theme: DefaultTheme) => ({
  sm: css`
    min-height: 2rem;
    padding: 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 ${theme.space[6]};
    font-size: ${theme.fontSizes.md};
  `,
});

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  cursor: pointer;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}
  ${({ theme, $size }) => sizeStyles(theme)[$size]}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg { flex-shrink: 0; }
`;

/** The button of the design system. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  fullWidth = false,
  leftIcon,
  rightIcon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : leftIcon}
      {loading && loadingText !== undefined ? loadingText : children}
      {!loading && rightIcon}
    </StyledButton>
  );
}
