import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  width: 100%;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.destructiveText};
  margin-left: ${({ theme }) => theme.space[0.5]};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface FieldProps {
  /** id of the control the label points at. */
  htmlFor: string;
  label?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error message of one form field. */
export function Field({
  htmlFor,
  label,
  hideLabel,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
  className,
}: FieldProps) {
  return (
    <Wrapper className={className}>
      {label ? (
        <FieldLabel htmlFor={htmlFor} $hidden={hideLabel}>
          {label}
          {required ? <Required aria-hidden="true">*</Required> : null}
        </FieldLabel>
      ) : null}
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={errorId} aria-live="polite">
          {error}
        </FieldError>
      ) : null}
    </Wrapper>
  );
}
