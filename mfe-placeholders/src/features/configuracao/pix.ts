import { cnpj, cpf } from '@loja/shared-ui';
import { PIX_VALIDATION } from './messages';

/**
 * The shop's Pix key (Configuração > Empresa), which the counter sale puts in the static Pix BR Code
 * (issue 24). A key is one of the five kinds the Banco Central's directory (DICT) registers, and the
 * BR Code must carry it exactly as registered: CPF and CNPJ as digits, a phone as +55 + DDD + number,
 * an e-mail, or the random key (a UUID). People type CPF and CNPJ formatted, so the key is checked
 * here and saved in the registered form (`chavePixParaSalvar`).
 */
export type TipoChavePix = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';

/** The longest key the directory holds (an e-mail of 77 characters), as the database's check on empresa.pix_chave. */
export const PIX_CHAVE_MAX = 77;
/** The BR Code's merchant city field holds at most 15 characters (empresa.pix_cidade). */
export const PIX_CIDADE_MAX = 15;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits as a CPF or CNPJ is written: dots, dashes, a slash and spaces allowed between them. */
const DOCUMENTO = /^[0-9][0-9./\- ]*$/;
/** A phone key: +55, a DDD (11 to 99) and a mobile number (9 + 8 digits). Spaces, dashes and parentheses allowed. */
const TELEFONE_ESCRITO = /^\+[0-9()\- ]+$/;
const TELEFONE = /^\+55[1-9]{2}9[0-9]{8}$/;

const digitos = (value: string) => value.replace(/\D/g, '');

/** What a typed key is, or why it is not one: the kind, or the message to show under the field. */
export type AnaliseChavePix = { tipo: TipoChavePix; chave: string } | { erro: string };

/**
 * Reads a typed key: its kind and the key as the directory registers it, or the Portuguese message
 * that says what is wrong. An empty key is not analysed (it is optional: no Pix at the counter).
 */
export function analisarChavePix(typed: string): AnaliseChavePix {
  const value = typed.trim();
  if (value.includes('@')) {
    return EMAIL.test(value) && value.length <= PIX_CHAVE_MAX ? { tipo: 'email', chave: value.toLowerCase() } : { erro: PIX_VALIDATION.chaveEmail };
  }
  if (value.startsWith('+')) {
    const chave = `+${digitos(value)}`;
    return TELEFONE_ESCRITO.test(value) && TELEFONE.test(chave) ? { tipo: 'telefone', chave } : { erro: PIX_VALIDATION.chaveTelefone };
  }
  if (UUID.test(value)) return { tipo: 'aleatoria', chave: value.toLowerCase() };
  if (DOCUMENTO.test(value)) {
    const chave = digitos(value);
    // 11 digits: a CPF. A mobile number typed without +55 is 11 digits too, so the message says how to write one.
    if (chave.length === 11) return cpf().isValidSync(chave) ? { tipo: 'cpf', chave } : { erro: PIX_VALIDATION.chaveCpf };
    if (chave.length === 14) return cnpj().isValidSync(chave) ? { tipo: 'cnpj', chave } : { erro: PIX_VALIDATION.chaveCnpj };
  }
  return { erro: PIX_VALIDATION.chaveInvalida };
}

/** The key to save: as the directory registers it (CPF/CNPJ digits, +55 phone, lower-case e-mail or random key); '' stays ''. */
export function chavePixParaSalvar(typed: string | null | undefined): string {
  const value = (typed ?? '').trim();
  if (value === '') return '';
  const analise = analisarChavePix(value);
  return 'chave' in analise ? analise.chave : value;
}
