import { describe, expect, it } from 'vitest';
import { lerCodigo } from './codigo';
import { biquini, canga, coralM, coralP } from './fixtures';

describe('a barcode read into the search', () => {
  it("a grade's code is that grade of its product", () => {
    expect(lerCodigo([{ produto: biquini, grade: coralM }])).toEqual({ tipo: 'grade', produto: biquini, grade: coralM });
  });

  it("a product's Referência is the product (the page then asks for the grade when it has grades)", () => {
    expect(lerCodigo([{ produto: canga, grade: null }])).toEqual({ tipo: 'produto', produto: canga });
  });

  it('nothing found falls back to the search', () => {
    expect(lerCodigo([])).toEqual({ tipo: 'nenhum' });
  });

  it('several products or grades with the code are not guessed', () => {
    expect(lerCodigo([{ produto: biquini, grade: coralP }, { produto: biquini, grade: coralM }])).toEqual({ tipo: 'varios', quantos: 2 });
    expect(lerCodigo([{ produto: biquini, grade: null }, { produto: canga, grade: null }])).toEqual({ tipo: 'varios', quantos: 2 });
    // a grade's code equal to its own product's Referência: two things, the person chooses
    expect(lerCodigo([{ produto: biquini, grade: coralP }, { produto: biquini, grade: null }])).toMatchObject({ tipo: 'varios' });
  });

  it('the same grade named twice is one match', () => {
    expect(lerCodigo([{ produto: biquini, grade: coralP }, { produto: biquini, grade: coralP }])).toEqual({
      tipo: 'grade',
      produto: biquini,
      grade: coralP,
    });
  });
});
