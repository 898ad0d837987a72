import { formatCep as buFormatCep, formatCnpj as buFormatCnpj, formatCpf as buFormatCpf } from '@brazilian-utils/brazilian-utils';
import { maskPhone, onlyDigits } from './phone';

/**
 * Formatters for the documents the registers store. The database keeps them formatted
 * (the seed does too): CPF '000.000.000-00', CNPJ '00.000.000/0000-00',
 * telefone '(48) 99999-0000' / '(48) 3333-0000', CEP '00000-000'.
 * Each accepts digits or an already formatted value; '' stays ''.
 */

/** Keeps only the digits 0-9 (same as `onlyDigits`, the name the form kit uses). */
export const digitsOnly = onlyDigits;

/** '52998224725' -> '529.982.247-25' (partial input is formatted as far as it goes). */
export function formatCpf(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits ? buFormatCpf(digits) : '';
}

/** '11222333000181' -> '11.222.333/0001-81'. */
export function formatCnpj(value: string | null | undefined): string {
  // Letters count too: an alphanumeric CNPJ (2026) is formatted like a numeric one.
  const chars = (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase().slice(0, 14);
  return chars ? buFormatCnpj(chars, { version: 2 }) : '';
}

/** '48999990000' -> '(48) 99999-0000'; '4833330000' -> '(48) 3333-0000'. */
export function formatTelefone(value: string | null | undefined): string {
  return maskPhone(value);
}

/** '88010000' -> '88010-000'. */
export function formatCep(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits ? buFormatCep(digits) : '';
}
