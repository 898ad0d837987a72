import { FormikInput, type FormikInputProps } from './FormikInput';

export interface FormikDateInputProps extends Omit<FormikInputProps, 'type' | 'transform' | 'min' | 'max'> {
  /** Earliest day offered, 'yyyy-MM-dd' (check it in the schema too: `date({ min })`). */
  min?: string;
  /** Latest day offered, 'yyyy-MM-dd'. */
  max?: string;
}

/**
 * Native date picker bound to a Formik string field in 'yyyy-MM-dd', the format of the
 * database's date columns and of `<input type="date">`, so no time zone ever shifts the day.
 */
export function FormikDateInput(props: FormikDateInputProps) {
  return <FormikInput {...props} type="date" />;
}
