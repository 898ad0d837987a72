import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, useFieldIds } from '../Field';
import { controlBase } from '../internal/styles';

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlBase}
  min-height: 5rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  className?: string;
}

/** Multi-line text input with optional label, hint and error message. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  invalid,
  id,
  className,
  required,
  rows = 4,
  'aria-describedby': describedByProp,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedByProp);
  const isInvalid = Boolean(error) || Boolean(invalid);
  const control = (
    <StyledTextArea
      id={ids.id}
      rows={rows}
      $invalid={isInvalid}
      aria-invalid={isInvalid || undefined}
      aria-describedby={ids.describedBy}
      required={required}
      className={label || hint || error ? undefined : className}
      {...rest}
    />
  );
  if (!label && !hint && !error) return control;
  return (
    <Field
      htmlFor={ids.id}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
      className={className}
    >
      {control}
    </Field>
  );
}
