import { describe, expect, it } from 'vitest';
import biquini from './assets/cat-biquini.svg?no-inline';
import bolsa from './assets/cat-bolsa.svg?no-inline';
import canga from './assets/cat-canga.svg?no-inline';
import chapeu from './assets/cat-chapeu.svg?no-inline';
import maio from './assets/cat-maio.svg?no-inline';
import sandalia from './assets/cat-sandalia.svg?no-inline';
import { categoryArt, categoryKind, findCategoria, TODAS_ART_URL } from './categoryArt';

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

  it('TODAS has its own illustration, not one of the categories', () => {
    expect(TODAS_ART_URL).toMatch(/cat-todas\.svg/);
    expect(Object.values(art)).not.toContain(TODAS_ART_URL);
  });

  it('finds the first category of a kind by its name (the banners link to it)', () => {
    const categorias = [
      { id: 3, nome: 'Chapéus' },
      { id: 1, nome: 'Biquínis' },
      { id: 7, nome: 'Biquíni infantil' },
    ];
    expect(categoryKind('Biquínis')).toBe('biquini');
    expect(findCategoria(categorias, 'biquini')?.id).toBe(1);
    expect(findCategoria(categorias, 'bolsa')).toBeUndefined();
  });
});
