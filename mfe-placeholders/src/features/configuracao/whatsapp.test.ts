import { describe, expect, it } from 'vitest';
import { websiteComProtocolo, whatsappAoDigitar, whatsappComCodigoPais, whatsappDigits, whatsappParaExibir } from './whatsapp';

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

describe('the WhatsApp number as shown (issue 23 §6)', () => {
  it('shows a stored Brazilian number as its hint writes it', () => {
    expect(whatsappParaExibir('5548999990000')).toBe('(48) 99999-0000');
    expect(whatsappParaExibir('554832221234')).toBe('(48) 3222-1234');
    expect(whatsappParaExibir('48999990000')).toBe('(48) 99999-0000');
    // another country's number stays its digits
    expect(whatsappParaExibir('351912345678')).toBe('351912345678');
    expect(whatsappParaExibir(null)).toBe('');
  });

  it('masks as a person types, and keeps longer numbers as digits', () => {
    expect(whatsappAoDigitar('489')).toBe('(48) 9');
    expect(whatsappAoDigitar('(48) 99999-000')).toBe('(48) 9999-9000');
    expect(whatsappAoDigitar('48999990000')).toBe('(48) 99999-0000');
    expect(whatsappAoDigitar('+55 48 99999-0000')).toBe('5548999990000');
  });
});

describe('the website as saved (issue 23 §6)', () => {
  it('adds https:// to an address typed without it, and keeps one with a scheme', () => {
    expect(websiteComProtocolo('lojapraia.com.br')).toBe('https://lojapraia.com.br');
    expect(websiteComProtocolo(' www.lojapraia.com.br ')).toBe('https://www.lojapraia.com.br');
    expect(websiteComProtocolo('http://lojapraia.com.br')).toBe('http://lojapraia.com.br');
    expect(websiteComProtocolo('')).toBe('');
  });
});
