import { COR_MESSAGES } from '../messages';

/**
 * Colours of the grade and of the custom palette are stored as '#RRGGBB' (the database checks
 * `^#[0-9A-Fa-f]{6}$`). Everything this module gives back is upper case, like the seed's default
 * colours ('#1E5AA8'), so one colour is one string whether it came from the picker (which answers
 * lower case), a typed hex or an "R, G, B" paste.
 */

/** The colour of a new grade when none is chosen (spec 001 §9). */
export const COR_PADRAO_HEX = '#000000';

const HEX = /^#?([0-9a-f]{6})$/i;
const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
/** Spec 001 §5: three integers 0 to 255 separated by commas; spaces around them are fine. */
const RGB = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/;

export type ConversaoRgb = { ok: true; hex: string } | { ok: false; mensagem: string };

/** "200, 162, 200" → '#C8A2C8'; anything else is the spec's 'Formato RGB inválido...'. */
export function rgbParaHex(texto: string): ConversaoRgb {
  const match = RGB.exec(texto);
  if (!match) return { ok: false, mensagem: COR_MESSAGES.rgbInvalid };
  const canais = match.slice(1, 4).map(Number);
  if (canais.some((canal) => canal > 255)) return { ok: false, mensagem: COR_MESSAGES.rgbInvalid };
  return { ok: true, hex: `#${canais.map((canal) => canal.toString(16).padStart(2, '0')).join('').toUpperCase()}` };
}

/** '#C8A2C8' → '200, 162, 200' (what the RGB field shows for a colour); null for an invalid hex. */
export function hexParaRgb(hex: string): string | null {
  const normal = normalizarHex(hex);
  if (!normal) return null;
  return [1, 3, 5].map((i) => parseInt(normal.slice(i, i + 2), 16)).join(', ');
}

/**
 * A typed hex as the database stores it: '#c8a2c8', 'C8A2C8' and '#cac' all become '#C8A2C8' /
 * '#CCAACC'; surrounding spaces are ignored; anything else is null.
 */
export function normalizarHex(texto: string | null | undefined): string | null {
  const valor = (texto ?? '').trim();
  const longo = HEX.exec(valor);
  if (longo) return `#${longo[1]!.toUpperCase()}`;
  const curto = SHORT_HEX.exec(valor);
  if (curto) return `#${curto.slice(1, 4).map((d) => d + d).join('').toUpperCase()}`;
  return null;
}

/** Whether the text is a colour the database accepts once normalised (for the hex field's schema). */
export function hexValido(texto: string | null | undefined): boolean {
  return normalizarHex(texto) !== null;
}
