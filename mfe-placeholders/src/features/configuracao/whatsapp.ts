import { onlyDigits } from '@loja/shared-ui/format';

/** Most digits a wa.me number may have (E.164), as the database's check on empresa.whatsapp says. */
export const WHATSAPP_MAX_DIGITS = 15;

/** What the field keeps while a person types or pastes: the digits of "(48) 99999-0000" or "+55 48 ...". */
export const whatsappDigits = (value: string): string => onlyDigits(value).slice(0, WHATSAPP_MAX_DIGITS);

/**
 * The number as wa.me and the database want it: digits with the country code. A Brazilian number
 * typed with its DDD (10 or 11 digits, "(48) 3222-1234" / "(48) 99999-0000") gets Brazil's 55;
 * anything longer already carries a country code and is kept. (A DDD 55 number, Santa Maria/RS,
 * is 10-11 digits too, so it gets its 55 like any other.)
 */
export function whatsappComCodigoPais(value: string): string {
  const digits = whatsappDigits(value);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}
