import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, useFieldIds } from '../Field';
import { controlBase } from '../internal/styles';

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlBase}
  min-height: 2.5rem;
`;

export interface InputProps extends ComponentPropsWithRef<'input'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message shown under the field; also sets aria-invalid. */
  error?: ReactNode;
  invalid?: boolean;
  className?: string;
}

/** Text input with optional label, hint and error message (aria-invalid, aria-describedby). */
export function Input({
  label,
  hideLabel,
  hint,
  error,
  invalid,
  id,
  className,
  required,
  'aria-describedby': describedByProp,
  ...rest
}: InputProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedByProp);
  const isInvalid = Boolean(error) || Boolean(invalid);
  const control = (
    <StyledInput
      id={ids.id}
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
