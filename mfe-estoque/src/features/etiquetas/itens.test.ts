import { describe, expect, it } from 'vitest';
import { alvoDaChave, escreverItens, lerItens, produtoDaUrl, quantidadeDigitada, repetir } from './itens';

describe('?itens=', () => {
  it('reads grades and products without grades with their quantities, in order', () => {
    expect(lerItens('12x3,15x1,p46x2')).toEqual([
      { chave: '12', quantidade: 3 },
      { chave: '15', quantidade: 1 },
      { chave: 'p46', quantidade: 2 },
    ]);
    expect(alvoDaChave('12')).toEqual({ grade: 12 });
    expect(alvoDaChave('p46')).toEqual({ produto: 46 });
  });

  it('adds up a repeated key, skips malformed pieces and keeps quantities within 0–999', () => {
    expect(lerItens('12x3, 12x2,abc,x3,0x4,7x,8x9999,8x10000,9x600,9x600,P5x1')).toEqual([
      { chave: '12', quantidade: 5 },
      { chave: '8', quantidade: 999 },
      { chave: '9', quantidade: 999 },
      { chave: 'p5', quantidade: 1 },
    ]);
    expect(lerItens(null)).toEqual([]);
  });

  it('writes back what it reads', () => {
    const itens = [
      { chave: '12', quantidade: 3 },
      { chave: 'p46', quantidade: 0 },
    ];
    expect(escreverItens(itens)).toBe('12x3,p46x0');
    expect(lerItens(escreverItens(itens))).toEqual(itens);
  });

  it('a typed quantity is a whole number from 0 to 999', () => {
    expect(quantidadeDigitada('12')).toBe(12);
    expect(quantidadeDigitada('2.7')).toBe(2);
    expect(quantidadeDigitada('-3')).toBe(0);
    expect(quantidadeDigitada('5000')).toBe(999);
    expect(quantidadeDigitada('abc')).toBe(0);
  });

  it('?produto= is a positive id', () => {
    expect(produtoDaUrl('46')).toBe(46);
    expect(produtoDaUrl('0')).toBeNull();
    expect(produtoDaUrl('4x')).toBeNull();
    expect(produtoDaUrl(null)).toBeNull();
  });

  it('one label per unit, in the list order', () => {
    expect(repetir([{ n: 'a', q: 2 }, { n: 'b', q: 0 }, { n: 'c', q: 1 }], (l) => l.q).map((l) => l.n)).toEqual(['a', 'a', 'c']);
  });
});
