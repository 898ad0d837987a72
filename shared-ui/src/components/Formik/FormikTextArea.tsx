import { useField } from 'formik';
import { TextArea, type TextAreaProps } from '../TextArea';

export interface FormikTextAreaProps extends Omit<TextAreaProps, 'name' | 'value' | 'error'> {
  name: string;
}

/** TextArea bound to a Formik field; shows the field's (Yup) error once it was touched. */
export function FormikTextArea({ name, onChange, onBlur, ...rest }: FormikTextAreaProps) {
  const [field, meta] = useField<string | null | undefined>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextArea
      {...rest}
      name={field.name}
      value={field.value ?? ''}
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
