import { Yup } from '@loja/shared-ui';

/** Number fields of the settings forms (Empresa's sales settings, Formas de pagamento). */

/** A required number typed in a number field: '' (empty) is "required", anything else not a number is `message`. */
export function numero(message: string) {
  return Yup.number()
    .transform((current: number, original: unknown) => (original === '' || original === null ? undefined : current))
    .typeError(message)
    .required(message);
}

/** numeric(5, 2): at most two decimal places (2.5 and 2.99 yes, 2.999 no). */
export function duasCasas(value: number | undefined): boolean {
  return value === undefined || /^-?\d+(\.\d{1,2})?$/.test(String(value));
}
