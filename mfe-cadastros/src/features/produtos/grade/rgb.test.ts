import { describe, expect, it } from 'vitest';
import { COR_MESSAGES } from '../messages';
import { hexParaRgb, hexValido, normalizarHex, rgbParaHex } from './rgb';

describe('rgbParaHex (spec 001 §5: three integers 0 to 255 separated by commas)', () => {
  it.each([
    ['200, 162, 200', '#C8A2C8'],
    ['200,162,200', '#C8A2C8'],
    ['  0 ,0,   0 ', '#000000'],
    ['255, 255, 255', '#FFFFFF'],
    ['30, 90, 168', '#1E5AA8'],
    ['1, 2, 3', '#010203'],
    ['007, 08, 9', '#070809'],
  ])('%j → %s', (texto, hex) => {
    expect(rgbParaHex(texto)).toEqual({ ok: true, hex });
  });

  it.each([
    '',
    '200, 162',
    '200, 162, 200, 10',
    '256, 0, 0',
    '0, 0, 1000',
    '-1, 0, 0',
    '200; 162; 200',
    '200 162 200',
    '200.5, 162, 200',
    'rgb(200, 162, 200)',
    '#C8A2C8',
    'a, b, c',
    '200,, 162',
  ])('%j is refused with the spec message', (texto) => {
    expect(rgbParaHex(texto)).toEqual({ ok: false, mensagem: 'Formato RGB inválido. Use o formato: 200, 162, 200' });
  });

  it('uses the message of messages.ts', () => {
    expect(rgbParaHex('x')).toEqual({ ok: false, mensagem: COR_MESSAGES.rgbInvalid });
  });
});

describe('hex colours', () => {
  it.each([
    ['#c8a2c8', '#C8A2C8'],
    ['C8A2C8', '#C8A2C8'],
    [' #1e5aa8 ', '#1E5AA8'],
    ['#cac', '#CCAACC'],
    ['fff', '#FFFFFF'],
  ])('normalizarHex(%j) = %s', (texto, hex) => {
    expect(normalizarHex(texto)).toBe(hex);
    expect(hexValido(texto)).toBe(true);
  });

  it.each(['', '#', '#12345', '#1234567', '#GGGGGG', 'azul', '200, 162, 200', null, undefined])('%j is not a colour', (texto) => {
    expect(normalizarHex(texto)).toBeNull();
    expect(hexValido(texto)).toBe(false);
  });

  it('hexParaRgb goes back to the "R, G, B" a person would paste', () => {
    expect(hexParaRgb('#C8A2C8')).toBe('200, 162, 200');
    expect(hexParaRgb('#000000')).toBe('0, 0, 0');
    expect(hexParaRgb('nada')).toBeNull();
    const ida = rgbParaHex('12, 34, 56');
    expect(ida.ok && hexParaRgb(ida.hex)).toBe('12, 34, 56');
  });
});
