import { Loader2 } from 'lucide-react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Icon = styled(Loader2)`
  animation: ${spin} 0.8s linear infinite;
  flex-shrink: 0;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SpinnerProps {
  size?: number;
  /** Visible text next to the spinner, e.g. "Carregando produtos...". Without it the spinner is decorative. */
  label?: string;
}

/** A spinning loader; with a label it is a polite live status ("Carregando..."). */
export function Spinner({ size = 16, label }: SpinnerProps) {
  if (!label) return <Icon size={size} aria-hidden="true" />;
  return (
    <Status role="status" aria-live="polite">
      <Icon size={size} aria-hidden="true" />
      {label}
    </Status>
  );
}
