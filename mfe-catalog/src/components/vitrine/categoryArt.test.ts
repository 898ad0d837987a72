import { describe, expect, it } from 'vitest';
import biquini from './assets/cat-biquini.svg';
import bolsa from './assets/cat-bolsa.svg';
import canga from './assets/cat-canga.svg';
import chapeu from './assets/cat-chapeu.svg';
import maio from './assets/cat-maio.svg';
import sandalia from './assets/cat-sandalia.svg';
import { categoryArt } from './categoryArt';

const art = { biquini, bolsa, canga, chapeu, maio, sandalia };

describe('categoryArt', () => {
  it.each([
    ['Biquínis', 'biquini'],
    ['biquini', 'biquini'],
    ['BIQUÍNI CORTININHA', 'biquini'],
    ['Bikinis', 'biquini'],
    ['Bolsas', 'bolsa'],
    ['Bolsinhas de palha', 'bolsa'],
    ['Sacolas', 'bolsa'],
    ['Beach Bags', 'bolsa'],
    ['Chapéus', 'chapeu'],
    ['chapeu de palha', 'chapeu'],
    ['Bonés', 'chapeu'],
    ['bone', 'chapeu'],
    ['Hats', 'chapeu'],
    ['Cap', 'chapeu'],
    ['Maiôs', 'maio'],
    ['MAIO', 'maio'],
    ['Swimsuit', 'maio'],
    ['Sandálias', 'sandalia'],
    ['Chinelos', 'sandalia'],
    ['Calçados', 'sandalia'],
    ['Rasteiras', 'sandalia'],
    ['Rasteirinhas', 'sandalia'],
    ['Flip-flops', 'sandalia'],
    ['Footwear', 'sandalia'],
    ['Cangas', 'canga'],
    ['canga', 'canga'],
  ] as const)('%s -> %s', (nome, kind) => {
    expect(categoryArt(nome)).toBe(art[kind]);
  });

  it('has six different illustrations', () => {
    expect(new Set(Object.values(art)).size).toBe(6);
  });

  it('returns null for a category without a keyword', () => {
    expect(categoryArt('Saídas de praia')).toBeNull();
    expect(categoryArt('Óculos')).toBeNull();
    expect(categoryArt('')).toBeNull();
  });

  it('does not take a word that merely starts like a short keyword', () => {
    expect(categoryArt('Capas')).toBeNull();
    expect(categoryArt('Bonecas')).toBeNull();
    expect(categoryArt('Bolsos')).toBeNull();
  });

  it('takes the keyword that comes first in the name', () => {
    expect(categoryArt('Bolsa para biquíni')).toBe(bolsa);
    expect(categoryArt('Biquíni com bolsa')).toBe(biquini);
  });
});
