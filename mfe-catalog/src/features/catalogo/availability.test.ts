import { describe, expect, it } from 'vitest';
import {
  allColors,
  checkSelection,
  colorHasStock,
  colorsInStock,
  keepSizeIfAvailable,
  maxQuantidade,
  sizeHasStock,
  sizesInStock,
  toggle,
} from './availability';
import { COR_FALLBACK, swatchColor } from './colors';
import type { GradeProduto } from './types';

let nextId = 1;
const grade = (cor: string, tamanho: string, disponivel: number, cor_rgb: string | null = null): GradeProduto => ({
  id: nextId++,
  cor,
  tamanho,
  disponivel,
  cor_rgb,
});

// Azul P/M in stock, Azul G sold out; Rosa only G; Preto sold out in every size.
const grades = [
  grade('Azul', 'P', 2),
  grade('Azul', 'M', 1),
  grade('Azul', 'G', 0),
  grade('Rosa', 'G', 3, '#FF66AA'),
  grade('Preto', 'P', 0),
  grade('Preto', 'M', 0),
];

describe('colour and size availability', () => {
  it('the card offers only colours with stock', () => {
    expect(colorsInStock(grades)).toEqual(['Azul', 'Rosa']);
    expect(allColors(grades)).toEqual(['Azul', 'Rosa', 'Preto']);
  });

  it('choosing a colour narrows the sizes to those in stock for it', () => {
    expect(sizesInStock(grades, null)).toEqual(['P', 'M', 'G']);
    expect(sizesInStock(grades, 'Azul')).toEqual(['P', 'M']);
    expect(sizesInStock(grades, 'Rosa')).toEqual(['G']);
  });

  it('the dialog strikes through colours without stock and disables sizes whose combination has none', () => {
    expect(colorHasStock(grades, 'Preto')).toBe(false);
    expect(colorHasStock(grades, 'azul')).toBe(true);
    expect(sizeHasStock(grades, 'G', 'Azul')).toBe(false);
    expect(sizeHasStock(grades, 'G', 'Rosa')).toBe(true);
    expect(sizeHasStock(grades, 'G', null)).toBe(true);
  });

  it('clicking the chosen option again deselects it', () => {
    expect(toggle(null, 'Azul')).toBe('Azul');
    expect(toggle('Azul', 'Azul')).toBeNull();
    expect(toggle('Azul', 'Rosa')).toBe('Rosa');
  });

  it('a size the new colour lacks is dropped', () => {
    expect(keepSizeIfAvailable(grades, 'Rosa', 'P')).toBeNull();
    expect(keepSizeIfAvailable(grades, 'Azul', 'P')).toBe('P');
  });

  it('swatches use the grade hex, else the default colour map, else grey', () => {
    expect(swatchColor('Rosa', '#FF66AA')).toBe('#FF66AA');
    expect(swatchColor('Vermelho')).toBe('#DC2626');
    expect(swatchColor('AMARELO', null)).toBe('#FACC15');
    expect(swatchColor('Turquesa neon')).toBe(COR_FALLBACK);
  });
});

describe('add-to-sacola rules', () => {
  const produto = { disponivel: 6, grades };

  it('a sold-out product is refused first', () => {
    expect(checkSelection({ disponivel: 0, grades: [] }, null, null)).toEqual({
      ok: false,
      refusal: { title: 'Produto esgotado', description: 'Este produto não está disponível no momento.' },
    });
  });

  it('then a colour is required, then a size', () => {
    expect(checkSelection(produto, null, null)).toEqual({
      ok: false,
      refusal: { title: 'Seleção obrigatória', description: 'Por favor, selecione uma cor para este produto.' },
    });
    expect(checkSelection(produto, 'Azul', null)).toEqual({
      ok: false,
      refusal: { title: 'Seleção obrigatória', description: 'Por favor, selecione um tamanho para este produto.' },
    });
  });

  it('the matching grade goes along with the product', () => {
    const result = checkSelection(produto, 'Azul', 'M');
    expect(result).toEqual({ ok: true, grade: grades[1] });
  });

  it('a product without grades needs no choice', () => {
    expect(checkSelection({ disponivel: 4, grades: [] }, null, null)).toEqual({ ok: true, grade: null });
  });

  it('a combination without stock is refused', () => {
    const result = checkSelection(produto, 'Azul', 'G');
    expect(result.ok).toBe(false);
  });
});

describe('maxQuantidade (the disponível caps what can be asked for)', () => {
  const produto = { disponivel: 6, grades };
  it('the chosen grade’s disponível; before it, the most a fitting grade has; without grades, the product’s', () => {
    expect(maxQuantidade(produto, 'Azul', 'M')).toBe(1);
    expect(maxQuantidade(produto, 'Azul', null)).toBe(2);
    expect(maxQuantidade(produto, null, null)).toBe(3);
    expect(maxQuantidade(produto, 'Preto', null)).toBe(0);
    expect(maxQuantidade({ disponivel: 4, grades: [] }, null, null)).toBe(4);
  });
});
