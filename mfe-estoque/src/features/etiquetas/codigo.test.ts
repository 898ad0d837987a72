import { describe, expect, it } from 'vitest';
import { barrasDoCodigo, caminhoDasBarras, ean13Digito, ean13Valido, tipoDoCodigo, ZONA_DE_SILENCIO } from './codigo';

describe('EAN-13 check digit', () => {
  it('computes GS1 check digits (known codes) and the in-store codes the database generates', () => {
    expect(ean13Digito('789123456789')).toBe(5);
    expect(ean13Digito('400638133393')).toBe(1); // 4006381333931, the textbook example
    expect(ean13Digito('200000000001')).toBe(5);
    expect(ean13Digito('000000000000')).toBe(0);
    expect(() => ean13Digito('12345')).toThrow();
  });

  it('accepts only 13 digits whose last is the check digit', () => {
    expect(ean13Valido('7891234567895')).toBe(true);
    expect(ean13Valido('2000000000015')).toBe(true);
    expect(ean13Valido('7891234567890')).toBe(false);
    expect(ean13Valido('789123456789')).toBe(false);
    expect(ean13Valido('LP1001-1')).toBe(false);
  });
});

describe('the barcode a label prints', () => {
  it('is EAN-13 for a valid EAN-13, Code 128 for any other code, nothing without a code', () => {
    expect(tipoDoCodigo('2000000000015')).toBe('EAN13');
    expect(tipoDoCodigo(' 7891234567895 ')).toBe('EAN13');
    // 13 digits with a wrong check digit are still printable, as Code 128 (what was typed is what scans).
    expect(tipoDoCodigo('7891234567890')).toBe('CODE128');
    expect(tipoDoCodigo('LP1001-1')).toBe('CODE128');
    expect(tipoDoCodigo('')).toBeNull();
    expect(tipoDoCodigo(null)).toBeNull();
  });

  it('encodes EAN-13 in 95 modules between guard bars, Code 128 with its start and stop', () => {
    const ean = barrasDoCodigo('2000000000015');
    expect(ean?.tipo).toBe('EAN13');
    expect(ean?.modulos).toHaveLength(95);
    expect(ean?.modulos.startsWith('101')).toBe(true);
    expect(ean?.modulos.endsWith('101')).toBe(true);
    // The centre guard, 01010, sits in the middle (modules 45–49).
    expect(ean?.modulos.slice(45, 50)).toBe('01010');

    const code128 = barrasDoCodigo('LP1001-1');
    expect(code128?.tipo).toBe('CODE128');
    // Start B 11010010000 … stop 1100011101011.
    expect(code128?.modulos.startsWith('11010010000')).toBe(true);
    expect(code128?.modulos.endsWith('1100011101011')).toBe(true);
  });

  it('answers null for what Code 128 cannot carry', () => {
    expect(barrasDoCodigo('açaí')).toBeNull();
    expect(barrasDoCodigo('   ')).toBeNull();
  });

  it('draws each run of dark modules as one rectangle, after the quiet zone', () => {
    expect(caminhoDasBarras('1101')).toEqual({ d: `M${ZONA_DE_SILENCIO} 0h2v1h-2zM${ZONA_DE_SILENCIO + 3} 0h1v1h-1z`, largura: 4 + 2 * ZONA_DE_SILENCIO });
  });
});
