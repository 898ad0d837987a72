import { useField } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { Input, type InputProps } from '../Input';
import { MASKS, type MaskName } from './masks';

export interface FormikMaskedInputProps
  extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'ref' | 'onChange'> {
  name: string;
  /** cpf '000.000.000-00', cnpj '00.000.000/0000-00', telefone '(00) 0000-0000' or '(00) 00000-0000', cep '00000-000'. */
  mask: MaskName;
}

const INPUT_MODE = { cpf: 'numeric', cnpj: 'numeric', cep: 'numeric', telefone: 'tel' } as const;
const INPUT_TYPE = { cpf: 'text', cnpj: 'text', cep: 'text', telefone: 'tel' } as const;

/**
 * Masked text field bound to a Formik string field (react-imask does the typing and the
 * cursor). Formik holds the formatted text, as the database stores it; a value set from
 * outside (load, reset) is re-formatted on screen without marking the form dirty.
 */
export function FormikMaskedInput({ name, mask, onBlur, ...rest }: FormikMaskedInputProps) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const setFormikValue = useRef(helpers.setValue);
  // the latest setter (Formik makes a new one each render), kept for the stable onAccept below
  useLayoutEffect(() => {
    setFormikValue.current = helpers.setValue;
  });
  const fieldValue = field.value ?? '';

  // stable, so useIMask does not re-apply its options on every render
  const onAccept = useCallback((value: string, _mask: unknown, event?: InputEvent) => {
    // only what the person types goes to Formik (an input event is present); values set below don't
    if (event) void setFormikValue.current(value);
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(MASKS[mask], { defaultValue: fieldValue, onAccept });

  useEffect(() => {
    const current = maskRef.current;
    if (current && current.value !== fieldValue) current.value = fieldValue;
  }, [fieldValue, maskRef]);

  return (
    <Input
      inputMode={INPUT_MODE[mask]}
      type={INPUT_TYPE[mask]}
      autoComplete="off"
      {...rest}
      ref={ref}
      name={field.name}
      onBlur={(event) => {
        void helpers.setTouched(true);
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
