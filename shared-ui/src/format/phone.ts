/** Keeps only the digits 0-9. */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

export const PHONE_MAX_DIGITS = 11;
export const PHONE_MAX_LENGTH = 15;

/**
 * Brazilian phone mask, usable on every keystroke: strips non-digits, keeps at
 * most 11 digits, "(xx) xxxx-xxxx" up to 10 digits and "(xx) xxxxx-xxxx" for 11.
 * The result is never longer than 15 characters.
 */
export function maskPhone(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, PHONE_MAX_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (d.length <= 6) return `(${ddd}) ${rest}`;
  if (d.length <= 10) return `(${ddd}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
  return `(${ddd}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}
