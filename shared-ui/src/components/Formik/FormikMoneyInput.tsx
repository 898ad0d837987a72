import { useField } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import styled from 'styled-components';
import { Field, useFieldIds } from '../Field';
import { StyledInput, type InputProps } from '../Input';
import { MONEY_MASK } from './masks';

const Box = styled.div`
  position: relative;
  width: 100%;
`;

const Prefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  pointer-events: none;
`;

const MoneyControl = styled(StyledInput)`
  padding-left: ${({ theme }) => theme.space[10]};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export interface FormikMoneyInputProps
  extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'ref' | 'onChange' | 'type' | 'min' | 'max'> {
  name: string;
}

/** Formik holds a number, or '' while the field is empty (Yup's `money()` reads both). */
type MoneyValue = number | '' | null | undefined;

function toNumber(value: MoneyValue | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Money field: 'R$' beside a pt-BR amount typed the Brazilian way ('1.234,56', react-imask),
 * bound to a Formik field that holds a number (or '' when empty).
 */
export function FormikMoneyInput({
  name,
  label,
  hideLabel,
  hint,
  invalid,
  id,
  className,
  required,
  onBlur,
  'aria-describedby': describedByProp,
  ...rest
}: FormikMoneyInputProps) {
  const [field, meta, helpers] = useField<MoneyValue>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedByProp);
  const isInvalid = Boolean(error) || Boolean(invalid);
  const setFormikValue = useRef(helpers.setValue);
  // the latest setter (Formik makes a new one each render), kept for the stable onAccept below
  useLayoutEffect(() => {
    setFormikValue.current = helpers.setValue;
  });
  const amount = toNumber(field.value);

  const onAccept = useCallback((_value: string, mask: { unmaskedValue: string; typedValue: number }, event?: InputEvent) => {
    if (!event) return;
    void setFormikValue.current(mask.unmaskedValue === '' ? '' : mask.typedValue);
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(MONEY_MASK, {
    defaultTypedValue: amount ?? undefined,
    onAccept,
  });

  // a value set from outside (load, reset) is shown without going back to Formik
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    if (amount === null) {
      if (mask.unmaskedValue !== '') mask.value = '';
    } else if (mask.unmaskedValue === '' || mask.typedValue !== amount) {
      mask.typedValue = amount;
    }
  }, [amount, maskRef]);

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
      <Box>
        <Prefix aria-hidden="true">R$</Prefix>
        <MoneyControl
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          {...rest}
          ref={ref}
          id={ids.id}
          name={field.name}
          required={required}
          $invalid={isInvalid}
          aria-invalid={isInvalid || undefined}
          aria-describedby={ids.describedBy}
          onBlur={(event) => {
            void helpers.setTouched(true);
            onBlur?.(event);
          }}
        />
      </Box>
    </Field>
  );
}
