import { getStates, isValidCep, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { isValid, parseISO } from 'date-fns';
import { digitsOnly } from '../format/documents';
import { formatDate } from '../format/date';
import { parseMoney } from '../format/money';
import { Yup } from './yup';

/**
 * Field schemas shared by every register form. Each is optional: it accepts '' (and
 * undefined, which is what Formik hands Yup for an empty field) and checks the format only
 * when filled. Callers add the spec's required message: `cpf().required('CPF é obrigatório')`.
 */

export const FIELD_MESSAGES = {
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  telefone: 'Telefone inválido',
  cep: 'CEP inválido',
  email: 'Email inválido',
  uf: 'Estado inválido',
  money: 'Valor inválido',
  moneyMin: 'O valor não pode ser negativo',
  date: 'Data inválida',
} as const;

const isEmpty = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/** CPF with check digits (brazilian-utils); formatted or digits only. */
export function cpf(message: string = FIELD_MESSAGES.cpf) {
  return Yup.string().test('cpf', message, (value) => isEmpty(value) || isValidCpf(value ?? ''));
}

/**
 * CNPJ with check digits (brazilian-utils), numeric or alphanumeric: the Receita Federal issues
 * alphanumeric CNPJs since July 2026 and the database accepts both (cnpj_valido).
 */
export function cnpj(message: string = FIELD_MESSAGES.cnpj) {
  return Yup.string().test('cnpj', message, (value) => isEmpty(value) || isValidCnpj(value ?? '', { version: 2 }));
}

/** Brazilian phone: DDD + 8 digits (landline) or DDD + 9 digits (mobile), i.e. 10 or 11 digits. */
export function telefone(message: string = FIELD_MESSAGES.telefone) {
  return Yup.string().test('telefone', message, (value) => {
    if (isEmpty(value)) return true;
    const digits = digitsOnly(value);
    return /^[1-9]{2}\d{8,9}$/.test(digits) && (digits.length === 10 || digits[2] === '9');
  });
}

/** CEP: 8 digits ('00000-000' or digits). */
export function cep(message: string = FIELD_MESSAGES.cep) {
  return Yup.string().test('cep', message, (value) => isEmpty(value) || isValidCep(value ?? ''));
}

/** E-mail (Yup's own check, with the kit's message), at most 254 characters as every e-mail column holds. */
export function email(message: string = FIELD_MESSAGES.email) {
  return Yup.string().trim().email(message).max(254);
}

/** The 27 units of the federation, alphabetical by name, for `<FormikUfSelect>` and the `uf()` check. */
export const UFS: readonly { code: string; name: string }[] = getStates()
  .map(({ code, name }) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

const UF_CODES = new Set(UFS.map((uf) => uf.code));

/** Two-letter UF code ('SC'), one of the 27. */
export function uf(message: string = FIELD_MESSAGES.uf) {
  return Yup.string().test('uf', message, (value) => isEmpty(value) || UF_CODES.has(value ?? ''));
}

/**
 * Money ≥ 0. The form state holds a number (`FormikMoneyInput` stores one) or '' when empty;
 * a Brazilian text ('1.234,56') is read too, so a value typed elsewhere validates the same.
 */
export interface MoneyFieldOptions {
  /** When the text is not an amount. Default 'Valor inválido'. */
  message?: string;
  /** Below zero. Default 'O valor não pode ser negativo'. */
  minMessage?: string;
}

export function money({ message = FIELD_MESSAGES.money, minMessage = FIELD_MESSAGES.moneyMin }: MoneyFieldOptions = {}) {
  return Yup.number()
    .transform((current: number, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (typeof original === 'string') return parseMoney(original) ?? Number.NaN;
      return current;
    })
    .typeError(message)
    .min(0, minMessage);
}

export interface DateFieldOptions {
  /** Earliest accepted day, 'yyyy-MM-dd'. */
  min?: string;
  /** Latest accepted day, 'yyyy-MM-dd', or a function read at each check (e.g. `today`). */
  max?: string | (() => string);
  message?: string;
  minMessage?: string;
  maxMessage?: string;
}

function parseDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * A day as the database's `date` columns and `<input type="date">` hold it: 'yyyy-MM-dd'.
 * Stays a string (no time zone shifts); min/max compare days.
 */
export function date({ min, max, message = FIELD_MESSAGES.date, minMessage, maxMessage }: DateFieldOptions = {}) {
  let schema = Yup.string().test('date', message, (value) => isEmpty(value) || parseDay(value ?? '') !== null);
  if (min) {
    schema = schema.test('date-min', minMessage ?? `A data deve ser a partir de ${formatDate(min)}`, (value) =>
      // 'yyyy-MM-dd' strings compare as days
      isEmpty(value) || parseDay(value ?? '') === null || (value ?? '') >= min,
    );
  }
  if (max) {
    // Read at each check: a form left open past midnight still knows what today is.
    const maxDay = typeof max === 'function' ? max : () => max;
    schema = schema.test('date-max', () => maxMessage ?? `A data deve ser até ${formatDate(maxDay())}`, (value) =>
      isEmpty(value) || parseDay(value ?? '') === null || (value ?? '') <= maxDay(),
    );
  }
  return schema;
}

/** Today in the person's own time zone, 'yyyy-MM-dd' (not UTC: after 21:00 in Brazil UTC is already tomorrow). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
