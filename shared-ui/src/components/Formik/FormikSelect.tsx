import { useField } from 'formik';
import { Select, type SelectProps } from '../Select';

export interface FormikSelectProps extends Omit<SelectProps, 'name' | 'value' | 'error'> {
  name: string;
}

/** Native select bound to a Formik field (string values); shows its (Yup) error once touched. */
export function FormikSelect({ name, onChange, onBlur, ...rest }: FormikSelectProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Select
      {...rest}
      name={field.name}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
