import * as yup from 'yup';
import { formatCount, formatNumber } from '../format/count';

/**
 * Brazilian Portuguese for every default message Yup has, so no English ever reaches a
 * person (issue 9, part 3). Messages never use `${path}`: it is the field's key
 * ("data_nascimento"), not its label. A schema still gives its own message where the spec
 * words one (`.required('CPF é obrigatório')`); these cover everything else.
 */
export const ptBR = {
  mixed: {
    default: 'Valor inválido',
    required: 'Campo obrigatório',
    defined: 'Campo obrigatório',
    notNull: 'Campo obrigatório',
    oneOf: ({ values }: { values: unknown }) => `Escolha um destes valores: ${String(values)}`,
    notOneOf: ({ values }: { values: unknown }) => `Não pode ser um destes valores: ${String(values)}`,
    notType: ({ type }: { type: string }) => `Valor inválido: informe ${TYPE_NAMES[type] ?? 'um valor válido'}`,
  },
  string: {
    length: ({ length }: { length: number }) => `Deve ter exatamente ${formatCount(length, 'caractere', 'caracteres')}`,
    min: ({ min }: { min: number }) => `Deve ter pelo menos ${formatCount(min, 'caractere', 'caracteres')}`,
    max: ({ max }: { max: number }) => `Deve ter no máximo ${formatCount(max, 'caractere', 'caracteres')}`,
    matches: 'Formato inválido',
    email: 'Email inválido',
    url: 'URL inválida',
    uuid: 'Identificador inválido',
    datetime: 'Data e hora inválidas',
    datetime_offset: 'Data e hora inválidas: informe o fuso horário',
    datetime_precision: ({ precision }: { precision: number }) =>
      `Data e hora inválidas: use ${formatCount(precision, 'casa', 'casas')} nos segundos`,
    trim: 'Não pode começar nem terminar com espaços',
    lowercase: 'Use apenas letras minúsculas',
    uppercase: 'Use apenas letras maiúsculas',
  },
  number: {
    min: ({ min }: { min: number }) => `Deve ser maior ou igual a ${formatNumber(min)}`,
    max: ({ max }: { max: number }) => `Deve ser menor ou igual a ${formatNumber(max)}`,
    lessThan: ({ less }: { less: number }) => `Deve ser menor que ${formatNumber(less)}`,
    moreThan: ({ more }: { more: number }) => `Deve ser maior que ${formatNumber(more)}`,
    positive: 'Deve ser um número positivo',
    negative: 'Deve ser um número negativo',
    integer: 'Deve ser um número inteiro',
  },
  date: {
    min: ({ min }: { min: Date | string }) => `A data deve ser a partir de ${formatDateParam(min)}`,
    max: ({ max }: { max: Date | string }) => `A data deve ser até ${formatDateParam(max)}`,
  },
  boolean: {
    isValue: ({ value }: { value: unknown }) => (value ? 'Deve estar marcado' : 'Deve estar desmarcado'),
  },
  object: {
    // Yup's types say string[]; at run time it passes the keys already joined ('a, b')
    noUnknown: ({ unknown }: { unknown: string[] | string }) => `Campos não permitidos: ${String(unknown)}`,
    exact: ({ properties }: { properties: string[] | string }) => `Campos não permitidos: ${String(properties)}`,
  },
  array: {
    min: ({ min }: { min: number }) => `Adicione pelo menos ${formatCount(min, 'item', 'itens')}`,
    max: ({ max }: { max: number }) => `Adicione no máximo ${formatCount(max, 'item', 'itens')}`,
    length: ({ length }: { length: number }) => `Deve ter exatamente ${formatCount(length, 'item', 'itens')}`,
  },
  tuple: {
    notType: 'Valor inválido',
  },
} satisfies Required<{ [K in keyof yup.LocaleObject]: Required<NonNullable<yup.LocaleObject[K]>> }>;

const TYPE_NAMES: Record<string, string> = {
  number: 'um número',
  string: 'um texto',
  date: 'uma data',
  boolean: 'sim ou não',
  object: 'um objeto',
  array: 'uma lista',
};

function formatDateParam(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString('pt-BR');
}

function configure(): typeof yup {
  yup.setLocale(ptBR);
  return yup;
}

/**
 * The configured Yup: every schema in the project imports this one, never 'yup' itself.
 * Yup is bundled per remote (not a federation singleton), so a `setLocale` in one bundle
 * does not reach another; importing Yup from here guarantees the locale is set before the
 * first schema is built. A call result rather than a re-export, so no bundler can skip
 * this module as side-effect free (shared-ui declares `"sideEffects": false`).
 */
export const Yup = configure();

/** The types callers write as `Yup.InferType<typeof schema>` and friends. */
// eslint-disable-next-line @typescript-eslint/no-namespace -- merges the types into the `Yup` value, as `import * as Yup` offered
export declare namespace Yup {
  export type InferType<T extends yup.ISchema<unknown, unknown>> = yup.InferType<T>;
  export type Schema<T = unknown> = yup.Schema<T>;
  export type AnySchema = yup.AnySchema;
  export type AnyObject = yup.AnyObject;
  export type ObjectSchema<T extends yup.Maybe<yup.AnyObject>> = yup.ObjectSchema<T>;
  export type StringSchema<T extends yup.Maybe<string> = string | undefined> = yup.StringSchema<T>;
  export type NumberSchema<T extends yup.Maybe<number> = number | undefined> = yup.NumberSchema<T>;
  export type ValidationError = yup.ValidationError;
  export type TestContext = yup.TestContext;
}
