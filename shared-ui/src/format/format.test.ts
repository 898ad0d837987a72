import { describe, expect, it } from 'vitest';
import {
  displaySize,
  formatBRL,
  formatCount,
  formatCnpj,
  formatDate,
  formatDateTime,
  includesText,
  maskPhone,
  normalizeText,
  toISODate,
  whatsappLink,
} from './index';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('formats Brazilian real with pt-BR separators', () => {
    expect(formatBRL(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(89.9)).toBe(`R$${NBSP}89,90`);
    expect(formatBRL(1000000)).toBe(`R$${NBSP}1.000.000,00`);
    expect(formatBRL(-10)).toBe(`-R$${NBSP}10,00`);
  });
  it('accepts numeric strings and falls back for empty values', () => {
    expect(formatBRL('49.95')).toBe(`R$${NBSP}49,95`);
    expect(formatBRL(null)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(undefined, '-')).toBe('-');
    expect(formatBRL('abc', '-')).toBe('-');
  });
});

describe('formatDate / formatDateTime', () => {
  it('formats dd/MM/yyyy, reading date-only strings as local dates', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDate('2024-03-05T02:00:00Z')).toBe('04/03/2024'); // 23:00 in São Paulo
  });
  it('formats dd/MM/yyyy HH:mm in 24 h', () => {
    expect(formatDateTime('2024-03-05T17:07:00-03:00')).toBe('05/03/2024 17:07');
    expect(formatDateTime(new Date(2024, 0, 2, 9, 5))).toBe('02/01/2024 09:05');
    expect(formatDateTime('2024-07-20T23:45:00.123456+00:00')).toBe('20/07/2024 20:45');
  });
  it('gives the fallback for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date', '-')).toBe('-');
    expect(formatDateTime(undefined, '-')).toBe('-');
  });
  it('toISODate gives the value for <input type="date">', () => {
    expect(toISODate(new Date(2024, 1, 9))).toBe('2024-02-09');
  });
});

describe('maskPhone', () => {
  it('masks 10 digits as (xx) xxxx-xxxx', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
  });
  it('masks 11 digits as (xx) xxxxx-xxxx', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });
  it('strips non-digits and keeps at most 11 digits (15 characters)', () => {
    expect(maskPhone('(11) 98765-4321 ramal 9')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543219999')).toHaveLength(15);
    expect(maskPhone('abc')).toBe('');
  });
  it('masks progressively while typing', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('113333')).toBe('(11) 3333');
    expect(maskPhone('1133334')).toBe('(11) 3333-4');
    expect(maskPhone(maskPhone('1198765432') + '1')).toBe('(11) 98765-4321');
  });
});

describe('whatsappLink', () => {
  it('prefixes 55 and encodes the text', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá! Quero comprar: Biquíni & Canga')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Quero%20comprar%3A%20Biqu%C3%ADni%20%26%20Canga',
    );
  });
  it('does not prefix 55 twice', () => {
    expect(whatsappLink('+55 (11) 98765-4321', 'Oi')).toBe('https://wa.me/5511987654321?text=Oi');
    expect(whatsappLink('551133334444', 'Oi')).toBe('https://wa.me/551133334444?text=Oi');
  });
  it('keeps a DDD 55 number (11 digits) as national', () => {
    expect(whatsappLink('55999998888')).toBe('https://wa.me/5555999998888');
  });
  it('encodes line breaks', () => {
    expect(whatsappLink('11987654321', 'a\nb')).toBe('https://wa.me/5511987654321?text=a%0Ab');
  });
});

describe('displaySize', () => {
  it('shows unico as UNC', () => {
    expect(displaySize('unico')).toBe('UNC');
    expect(displaySize('Único')).toBe('UNC');
    expect(displaySize('M')).toBe('M');
    expect(displaySize(null)).toBe('');
  });
});

describe('normalizeText', () => {
  it('ignores case and accents', () => {
    expect(normalizeText('Biquíni')).toBe('biquini');
    expect(includesText('Biquíni Tropical', 'BIQUINI')).toBe(true);
    expect(includesText('Canga', 'maiô')).toBe(false);
  });
});

describe('formatCnpj', () => {
  it('formats numeric and alphanumeric (2026) CNPJs the way the database stores them', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('')).toBe('');
  });
});

describe('formatCount', () => {
  it('uses the singular only for one, groups thousands', () => {
    expect(formatCount(1, 'item', 'itens')).toBe('1 item');
    expect(formatCount(3, 'item', 'itens')).toBe('3 itens');
    expect(formatCount(0, 'item', 'itens')).toBe('0 itens');
    expect(formatCount(1200, 'produto', 'produtos')).toBe('1.200 produtos');
  });
});
