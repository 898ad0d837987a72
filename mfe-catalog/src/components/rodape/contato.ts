import { maskPhone, onlyDigits, whatsappNumber } from '@loja/shared-ui/format';

/** The shop's name when the company row is not there (yet): no backend, or still loading. */
export const NOME_PADRAO_LOJA = 'Loja Praia';

/** The prefilled greeting of every "talk to us" WhatsApp link of the storefront. */
export const SAUDACAO_WHATSAPP = 'Olá! Vim pelo site da Loja Praia e gostaria de mais informações.';

export const ASSUNTO_EMAIL = 'Contato pelo site';
export const CORPO_EMAIL = 'Olá, gostaria de mais informações sobre os produtos da Loja Praia.';

/**
 * mailto:<email>?subject=...&body=... Encoded with encodeURIComponent (spaces as %20): mail clients
 * read "+" in a mailto literally, so URLSearchParams' form encoding would not do.
 */
export function mailtoLink(email: string, subject = ASSUNTO_EMAIL, body = CORPO_EMAIL): string {
  return `mailto:${email.trim()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** tel:+55<digits>, so a phone dials the shop from anywhere. */
export function telLink(telefone: string): string {
  return `tel:+${whatsappNumber(telefone)}`;
}

/** The WhatsApp number as a Brazilian reads it: "5548999990000" -> "(48) 99999-0000". */
export function formatWhatsapp(numero: string): string {
  const digits = onlyDigits(numero);
  const national = digits.startsWith('55') && (digits.length === 12 || digits.length === 13) ? digits.slice(2) : digits;
  return maskPhone(national);
}
