import { maskPhone, onlyDigits } from '@loja/shared-ui/format';

/** Most digits a wa.me number may have (E.164), as the database's check on empresa.whatsapp says. */
export const WHATSAPP_MAX_DIGITS = 15;

/** What the field keeps while a person types or pastes: the digits of "(48) 99999-0000" or "+55 48 ...". */
export const whatsappDigits = (value: string): string => onlyDigits(value).slice(0, WHATSAPP_MAX_DIGITS);

/** Digits of a Brazilian number with its DDD: 10 (landline) or 11 (mobile). */
const isNational = (digits: string) => digits.length === 10 || digits.length === 11;

/**
 * The number as wa.me and the database want it: digits with the country code. A Brazilian number
 * typed with its DDD (10 or 11 digits, "(48) 3222-1234" / "(48) 99999-0000") gets Brazil's 55;
 * anything longer already carries a country code and is kept. (A DDD 55 number, Santa Maria/RS,
 * is 10-11 digits too, so it gets its 55 like any other.)
 */
export function whatsappComCodigoPais(value: string): string {
  const digits = whatsappDigits(value);
  return isNational(digits) ? `55${digits}` : digits;
}

/**
 * What the field shows while a person types: up to 11 digits, masked as its hint writes numbers
 * ("(48) 99999-0000"); more digits carry a country code and stay plain digits.
 */
export function whatsappAoDigitar(value: string): string {
  const digits = whatsappDigits(value);
  return digits.length <= 11 ? maskPhone(digits) : digits;
}

/**
 * What the field shows for a stored number (issue 23 §6: it showed the raw "5548999990000" while its
 * hint asks for "(48) 99999-0000"): a Brazilian one (55 + DDD + number) as "(48) 99999-0000", any
 * other as its digits.
 */
export function whatsappParaExibir(value: string | null | undefined): string {
  const digits = whatsappDigits(value ?? '');
  if (digits.startsWith('55') && isNational(digits.slice(2))) return maskPhone(digits.slice(2));
  return isNational(digits) ? maskPhone(digits) : digits;
}

/**
 * The website as saved: "lojapraia.com.br" is accepted as people write it and stored with https://
 * (issue 23 §6); an address that names its scheme is kept; empty stays empty.
 */
export function websiteComProtocolo(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  return `https://${text}`;
}
