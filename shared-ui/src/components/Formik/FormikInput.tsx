import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { Input, type InputProps } from '../Input';

export interface FormikInputProps extends Omit<InputProps, 'name' | 'value' | 'error'> {
  name: string;
  /** Rewrites the typed text before it is stored, e.g. `maskPhone`. */
  transform?: (value: string) => string;
}

/** Input bound to a Formik field; shows the field's (Yup) error once it was touched. */
export function FormikInput({ name, transform, onChange, onBlur, ...rest }: FormikInputProps) {
  const [field, meta, helpers] = useField<string | number | null | undefined>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (transform) void helpers.setValue(transform(event.target.value));
    else field.onChange(event);
    onChange?.(event);
  };
  return (
    <Input
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={handleChange}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
