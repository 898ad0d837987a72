import JsBarcode from 'jsbarcode';

/**
 * A label's barcode: EAN-13 when the code is a valid EAN-13 (the codes the database generates for
 * grades, and a supplier's), Code 128 for anything else a scanner can read back (the seed's "LP1001-1",
 * a typed Referência). jsbarcode encodes; the label draws the bars it answers as one SVG path.
 */
export type TipoDeCodigo = 'EAN13' | 'CODE128';

/** GS1's check digit of 12 digits: weights 1, 3, 1, 3… from the left; 10 − sum mod 10, mod 10. */
export function ean13Digito(doze: string): number {
  if (!/^\d{12}$/.test(doze)) throw new Error(`EAN-13 sem 12 dígitos: ${doze}`);
  const soma = [...doze].reduce((total, digito, i) => total + Number(digito) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (soma % 10)) % 10;
}

/** 13 digits whose last is the check digit of the first 12 (as the database's ean13_valido). */
export function ean13Valido(codigo: string): boolean {
  return /^\d{13}$/.test(codigo) && ean13Digito(codigo.slice(0, 12)) === Number(codigo[12]);
}

/** The symbology a code prints in; null when it has none (empty). */
export function tipoDoCodigo(codigo: string | null | undefined): TipoDeCodigo | null {
  const texto = codigo?.trim() ?? '';
  if (texto === '') return null;
  return ean13Valido(texto) ? 'EAN13' : 'CODE128';
}

export const NOME_DO_TIPO: Record<TipoDeCodigo, string> = { EAN13: 'EAN-13', CODE128: 'Code 128' };

/** A code's bars: '1' a dark module, '0' a light one, without quiet zones. */
export interface Barras {
  tipo: TipoDeCodigo;
  modulos: string;
}

/**
 * The modules of a code, or null when it cannot be drawn (empty, or characters Code 128 has not, such
 * as "ç"). jsbarcode's object target answers the encodings instead of drawing them.
 */
export function barrasDoCodigo(codigo: string | null | undefined): Barras | null {
  const tipo = tipoDoCodigo(codigo);
  if (tipo === null || codigo == null) return null;
  const alvo: { encodings?: { data: string }[] } = {};
  let valido = true;
  try {
    JsBarcode(alvo, codigo.trim(), { format: tipo, displayValue: false, valid: (ok) => (valido = ok) });
  } catch {
    return null;
  }
  if (!valido || !alvo.encodings) return null;
  // EAN-13's first encoding is the room for the leading digit's text: blank modules, trimmed here.
  const modulos = alvo.encodings.map((e) => e.data).join('').replace(/^0+|0+$/g, '');
  return modulos === '' ? null : { tipo, modulos };
}

/** Light modules each side (GS1 asks 11 before an EAN-13 and 7 after; Code 128 ten: 11 serves both). */
export const ZONA_DE_SILENCIO = 11;

/**
 * The bars as one SVG path over a viewBox of (modules + quiet zones) × 1: each run of dark modules is
 * one rectangle, so the drawing scales to any label width (preserveAspectRatio="none").
 */
export function caminhoDasBarras(modulos: string): { d: string; largura: number } {
  const partes: string[] = [];
  const runs = /1+/g;
  for (let m = runs.exec(modulos); m !== null; m = runs.exec(modulos)) {
    partes.push(`M${ZONA_DE_SILENCIO + m.index} 0h${m[0].length}v1h-${m[0].length}z`);
  }
  return { d: partes.join(''), largura: modulos.length + 2 * ZONA_DE_SILENCIO };
}
