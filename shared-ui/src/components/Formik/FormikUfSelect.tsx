import { UFS } from '../../forms/fields';
import type { SelectOption } from '../Select';
import { FormikSelect, type FormikSelectProps } from './FormikSelect';

const UF_OPTIONS: readonly SelectOption[] = UFS.map((uf) => ({ value: uf.code, label: `${uf.name} (${uf.code})` }));

export interface FormikUfSelectProps extends Omit<FormikSelectProps, 'options'> {
  /** Default 'Selecione...'. */
  placeholder?: string;
}

/** The 27 UFs (stores the two-letter code, e.g. 'SC'), bound to a Formik string field. */
export function FormikUfSelect({ placeholder = 'Selecione...', ...rest }: FormikUfSelectProps) {
  return <FormikSelect {...rest} placeholder={placeholder} options={UF_OPTIONS} />;
}
