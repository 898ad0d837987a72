import { describe, expect, it } from 'vitest';
import { whatsappComCodigoPais, whatsappDigits } from './whatsapp';

describe('the WhatsApp number as typed and as stored', () => {
  it('keeps the digits of what a person types or pastes, at most 15', () => {
    expect(whatsappDigits('(48) 99999-0000')).toBe('48999990000');
    expect(whatsappDigits('+55 48 99999-0000')).toBe('5548999990000');
    expect(whatsappDigits('1234567890123456789')).toBe('123456789012345');
    expect(whatsappDigits('')).toBe('');
  });

  it('adds Brazil\u2019s 55 to a number with DDD and keeps one that has a country code', () => {
    expect(whatsappComCodigoPais('(48) 99999-0000')).toBe('5548999990000');
    expect(whatsappComCodigoPais('(48) 3222-1234')).toBe('554832221234');
    // DDD 55 (Santa Maria/RS) is a Brazilian number like any other
    expect(whatsappComCodigoPais('(55) 99999-0000')).toBe('5555999990000');
    expect(whatsappComCodigoPais('5548999990000')).toBe('5548999990000');
    expect(whatsappComCodigoPais('351912345678')).toBe('351912345678');
    // too short to be a number: left for the form's check to refuse
    expect(whatsappComCodigoPais('4899999')).toBe('4899999');
  });
});
