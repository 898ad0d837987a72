import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { IconButton } from '../IconButton';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

const tone = (theme: DefaultTheme, variant: ToastVariant) =>
  ({
    default: css`
      background: ${theme.colors.surface};
      border-color: ${theme.colors.border};
      color: ${theme.colors.text};
      --toast-icon: ${theme.colors.primary};
    `,
    success: css`
      background: ${theme.colors.successSoft};
      border-color: ${theme.colors.success};
      color: ${theme.colors.successText};
      --toast-icon: ${theme.colors.success};
    `,
    destructive: css`
      background: ${theme.colors.destructive};
      border-color: ${theme.colors.destructiveHover};
      color: ${theme.colors.white};
      --toast-icon: ${theme.colors.white};
    `,
    warning: css`
      background: ${theme.colors.warningSoft};
      border-color: ${theme.colors.warning};
      color: ${theme.colors.warningText};
      --toast-icon: ${theme.colors.warningText};
    `,
  })[variant];

const Card = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: min(24rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  ${({ theme, $variant }) => tone(theme, $variant)}

  > svg { color: var(--toast-icon); flex-shrink: 0; margin-top: 0.125rem; }
  button { color: inherit; margin: -${({ theme }) => theme.space[1]}; }
`;

const Text = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.95;
`;

const icons: Record<ToastVariant, ReactNode> = {
  default: <Info size={18} aria-hidden="true" />,
  success: <CheckCircle2 size={18} aria-hidden="true" />,
  destructive: <XCircle size={18} aria-hidden="true" />,
  warning: <AlertTriangle size={18} aria-hidden="true" />,
};

export interface ToastCardProps {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  onClose?: () => void;
}

/** The look of one toast (also usable statically, e.g. in stories). */
export function ToastCard({ title, description, variant = 'default', onClose }: ToastCardProps) {
  return (
    <Card $variant={variant} data-variant={variant}>
      {icons[variant]}
      <Text>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Text>
      {onClose ? (
        <IconButton aria-label="Fechar notificação" size="sm" icon={<X size={16} aria-hidden="true" />} onClick={onClose} />
      ) : null}
    </Card>
  );
}
