import { describe, expect, it } from 'vitest';
import { FORMATOS, formatoDaUrl, paginas, porPagina, posicao } from './formatos';

describe('label stocks', () => {
  it('A4 3 × 10: the labels tile the whole page, 70 × 29,7 mm', () => {
    const a4 = FORMATOS.a4;
    expect(porPagina(a4)).toBe(30);
    expect(posicao(a4, 0)).toEqual({ x: 0, y: 0 });
    const ultima = posicao(a4, 29);
    expect(ultima.x + a4.etiqueta.largura).toBeCloseTo(210, 6);
    expect(ultima.y + a4.etiqueta.altura).toBeCloseTo(297, 6);
  });

  it('Pimaco 6180 (Carta): 12,7 mm top margin, 4,8 mm side, 3,2 mm between columns, symmetric on the page', () => {
    const carta = FORMATOS.carta;
    expect(posicao(carta, 1)).toEqual({ x: 4.8 + 66.7 + 3.2, y: 12.7 });
    const ultima = posicao(carta, 29);
    expect(ultima.x).toBeCloseTo(144.6, 6);
    expect(ultima.y).toBeCloseTo(241.3, 6);
    // What is left at the right and at the bottom mirrors the margins.
    expect(carta.pagina.largura - (ultima.x + carta.etiqueta.largura)).toBeCloseTo(4.6, 6);
    expect(carta.pagina.altura - (ultima.y + carta.etiqueta.altura)).toBeCloseTo(12.7, 6);
  });

  it('the thermal roll is one 40 × 25 mm label per page', () => {
    expect(FORMATOS.termica).toMatchObject({ pagina: { largura: 40, altura: 25 }, etiqueta: { largura: 40, altura: 25 }, tamanhoCss: '40mm 25mm' });
    expect(porPagina(FORMATOS.termica)).toBe(1);
  });

  it('reads the format from the URL, A4 by default', () => {
    expect(formatoDaUrl('termica')).toBe('termica');
    expect(formatoDaUrl('carta')).toBe('carta');
    expect(formatoDaUrl('A5')).toBe('a4');
    expect(formatoDaUrl(null)).toBe('a4');
  });
});

describe('paginas', () => {
  const etiquetas = Array.from({ length: 31 }, (_, i) => i + 1);

  it('fills sheets of 30 in order', () => {
    const folhas = paginas(etiquetas, FORMATOS.a4);
    expect(folhas.map((f) => f.length)).toEqual([30, 1]);
    expect(folhas[1]).toEqual([31]);
  });

  it('starts at a later label of a sheet used in part, leaving the cells before it blank', () => {
    const folhas = paginas(etiquetas, FORMATOS.carta, 5);
    expect(folhas[0].slice(0, 5)).toEqual([null, null, null, null, 1]);
    expect(folhas.map((f) => f.length)).toEqual([30, 5]);
    expect(paginas([1], FORMATOS.a4, 99)[0]).toHaveLength(30);
    expect(paginas([1], FORMATOS.a4, 0)).toEqual([[1]]);
  });

  it('gives the roll one page per label, whatever the start', () => {
    expect(paginas([1, 2, 3], FORMATOS.termica, 7)).toEqual([[1], [2], [3]]);
    expect(paginas([], FORMATOS.a4)).toEqual([]);
  });
});
