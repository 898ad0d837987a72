import { createStaticPix, hasError } from 'pix-utils';
import { normalizeText } from '@loja/shared-ui/format';
import type { Centavos } from '../dinheiro';

export interface PixDaLoja {
  chave: string | null;
  nome: string;
  cidade: string | null;
}

/**
 * The "copia e cola" text of a static Pix for an exact amount (the BR Code the QR carries), from the
 * shop's key under Configuração. The BR Code takes plain upper-case ASCII: at most 25 characters of
 * name and 15 of city. null when the shop has no key or city, or the library refuses the data (its
 * messages are English: the caller shows its own Portuguese one).
 */
export function brCodePix(loja: PixDaLoja, valor: Centavos): string | null {
  const chave = loja.chave?.trim();
  const cidade = ascii(loja.cidade ?? '').slice(0, 15);
  if (!chave || !cidade || valor <= 0) return null;
  const pix = createStaticPix({
    merchantName: ascii(loja.nome).slice(0, 25) || 'LOJA',
    merchantCity: cidade,
    pixKey: chave,
    transactionAmount: valor / 100,
  });
  return hasError(pix) ? null : pix.toBRCode();
}

const ascii = (texto: string) =>
  normalizeText(texto)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
