import type { ReactMaskOpts } from 'react-imask';

/**
 * react-imask options of the masked fields. Module constants on purpose: useIMask rebuilds
 * the mask whenever its options object changes identity. The results are the formats the
 * database stores (see format/documents.ts).
 */
export const MASKS = {
  cpf: { mask: '000.000.000-00' },
  // Since July 2026 a CNPJ may carry letters in its first 12 characters (stored upper-case); the
  // two check digits stay numeric. A numeric CNPJ types exactly as before.
  cnpj: {
    mask: 'XX.XXX.XXX/XXXX-00',
    definitions: { X: /[0-9A-Za-z]/ },
    prepareChar: (chars: string) => chars.toUpperCase(),
  },
  cep: { mask: '00000-000' },
  // imask's dynamic mask picks the pattern the digits fit: 10 digits landline, 11 mobile
  telefone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
} as const satisfies Record<string, ReactMaskOpts>;

export type MaskName = keyof typeof MASKS;

/** Brazilian money: '1.234,56', two decimals, never negative. */
export const MONEY_MASK = {
  mask: Number,
  scale: 2,
  thousandsSeparator: '.',
  radix: ',',
  // ',' is the decimal separator; a typed '.' is a thousands separator, not a comma
  mapToRadix: [','],
  padFractionalZeros: true,
  normalizeZeros: true,
  min: 0,
  max: 999_999_999.99,
} as const satisfies ReactMaskOpts;
