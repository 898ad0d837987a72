import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { Field, useFieldIds } from '../Field';
import { controlBase } from '../internal/styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const Box = styled.div`
  position: relative;
  width: 100%;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlBase}
  min-height: 2.5rem;
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** First, empty option (value ""), e.g. "Selecione...". */
  placeholder?: string;
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  className?: string;
}

/** Native select (the most robust accessible choice) styled with the theme. */
export function Select({
  options,
  placeholder,
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
}: SelectProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedByProp);
  const isInvalid = Boolean(error) || Boolean(invalid);
  const control = (
    <Box className={label || hint || error ? undefined : className}>
      <StyledSelect
        id={ids.id}
        $invalid={isInvalid}
        aria-invalid={isInvalid || undefined}
        aria-describedby={ids.describedBy}
        required={required}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      <ChevronDown size={16} aria-hidden="true" />
    </Box>
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
