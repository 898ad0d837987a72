import { describe, expect, it } from 'vitest';
import { GRADE_MESSAGES } from '../messages';
import { adicionarTamanho, chaveGrade, gradeExiste, montarCombinacoes, ordenarGrades, TAMANHOS_PADRAO } from './combinations';

const AZUL = { nome: 'Azul', hex: '#1E5AA8' };
const PRETO = { nome: 'Preto', hex: '#000000' };

describe('montarCombinacoes (spec 001 §5, bulk grade builder)', () => {
  it('makes every colour × size, colours in the order picked, sizes in the order given, stock left to the defaults', () => {
    const montagem = montarCombinacoes([], [AZUL, PRETO], ['P', 'M', 'G']);
    expect(montagem).toEqual({
      ok: true,
      ignoradas: 0,
      novas: [
        { cor: 'Azul', tamanho: 'P', cor_rgb: '#1E5AA8' },
        { cor: 'Azul', tamanho: 'M', cor_rgb: '#1E5AA8' },
        { cor: 'Azul', tamanho: 'G', cor_rgb: '#1E5AA8' },
        { cor: 'Preto', tamanho: 'P', cor_rgb: '#000000' },
        { cor: 'Preto', tamanho: 'M', cor_rgb: '#000000' },
        { cor: 'Preto', tamanho: 'G', cor_rgb: '#000000' },
      ],
    });
  });

  it('skips the combinations the product has, ignoring case and spaces, and counts them', () => {
    const existentes = [
      { cor: ' azul ', tamanho: 'p' },
      { cor: 'AZUL', tamanho: 'M ' },
      { cor: 'Verde', tamanho: 'G' },
    ];
    const montagem = montarCombinacoes(existentes, [AZUL, PRETO], ['P', 'M']);
    expect(montagem.ok).toBe(true);
    expect(montagem.ignoradas).toBe(2);
    expect(montagem.novas.map((g) => `${g.cor}/${g.tamanho}`)).toEqual(['Preto/P', 'Preto/M']);
  });

  it('a colour or size picked twice (other case) makes one grade, and is not counted as existing', () => {
    const montagem = montarCombinacoes([], [AZUL, { nome: 'azul ', hex: null }], ['M', 'm']);
    expect(montagem.novas).toEqual([{ cor: 'Azul', tamanho: 'M', cor_rgb: '#1E5AA8' }]);
    expect(montagem.ignoradas).toBe(0);
  });

  it("a colour without hex gets #000000, a lower-case hex is stored upper case, names and sizes are trimmed (spec 001 §9)", () => {
    const montagem = montarCombinacoes([], [{ nome: '  Lilás ', hex: null }, { nome: 'Coral', hex: '#ff7f50' }], [' GG ']);
    expect(montagem.novas).toEqual([
      { cor: 'Lilás', tamanho: 'GG', cor_rgb: '#000000' },
      { cor: 'Coral', tamanho: 'GG', cor_rgb: '#FF7F50' },
    ]);
  });

  it.each([
    [[], ['P']],
    [[AZUL], []],
    [[], []],
    [[{ nome: '  ', hex: null }], ['P']],
    [[AZUL], ['   ']],
  ])("nothing to combine (%j × %j): 'Selecione ao menos uma cor e um tamanho'", (cores, tamanhos) => {
    expect(montarCombinacoes([{ cor: 'Azul', tamanho: 'P' }], cores, tamanhos)).toEqual({
      ok: false,
      mensagem: 'Selecione ao menos uma cor e um tamanho',
      novas: [],
      ignoradas: 0,
    });
  });

  it("every combination already there: 'Todas as combinações selecionadas já existem'", () => {
    const existentes = [
      { cor: 'Azul', tamanho: 'P' },
      { cor: 'azul', tamanho: 'M' },
    ];
    expect(montarCombinacoes(existentes, [AZUL], ['P', 'M'])).toEqual({
      ok: false,
      mensagem: GRADE_MESSAGES.allExist,
      novas: [],
      ignoradas: 2,
    });
    expect(GRADE_MESSAGES.allExist).toBe('Todas as combinações selecionadas já existem');
  });
});

describe('grades that are the same', () => {
  it('chaveGrade ignores case and surrounding spaces', () => {
    expect(chaveGrade(' Azul Marinho ', 'gg')).toBe(chaveGrade('azul marinho', 'GG'));
    expect(chaveGrade('Azul', 'P')).not.toBe(chaveGrade('Azul', 'PP'));
    // the separator keeps "Azul P" + "" apart from "Azul" + "P"
    expect(chaveGrade('Azul P', '')).not.toBe(chaveGrade('Azul', ' P'));
  });

  it('gradeExiste leaves out the grade being edited', () => {
    const grades = [
      { id: 1, cor: 'Azul', tamanho: 'M' },
      { id: 2, cor: 'Preto', tamanho: 'M' },
    ];
    expect(gradeExiste(grades, 'AZUL', ' m')).toBe(true);
    expect(gradeExiste(grades, 'Azul', 'M', 1)).toBe(false);
    expect(gradeExiste(grades, 'Preto', 'M', 1)).toBe(true);
    expect(gradeExiste(grades, 'Azul', 'G')).toBe(false);
  });
});

describe('sizes (spec 001 §9)', () => {
  it('offers PP, P, M, G, GG', () => {
    expect(TAMANHOS_PADRAO).toEqual(['PP', 'P', 'M', 'G', 'GG']);
  });

  it('adds a custom size, trimmed, at the end', () => {
    expect(adicionarTamanho(TAMANHOS_PADRAO, ' XGG ')).toEqual({ ok: true, tamanho: 'XGG', tamanhos: ['PP', 'P', 'M', 'G', 'GG', 'XGG'] });
  });

  it("refuses a size already offered, whatever its case: 'Este tamanho já existe'", () => {
    expect(adicionarTamanho(TAMANHOS_PADRAO, 'gg')).toEqual({ ok: false, mensagem: 'Este tamanho já existe' });
    expect(adicionarTamanho(['PP', '38'], ' 38')).toEqual({ ok: false, mensagem: GRADE_MESSAGES.sizeExists });
  });

  it('an empty size changes nothing', () => {
    expect(adicionarTamanho(TAMANHOS_PADRAO, '   ')).toBeNull();
  });
});

describe('ordenarGrades', () => {
  it('lists by colour, then PP to GG, then numbers in numeric order, and UNC last', () => {
    const grades = [
      { cor: 'Preto', tamanho: 'GG' },
      { cor: 'Azul', tamanho: '40' },
      { cor: 'Azul', tamanho: 'G' },
      { cor: 'azul', tamanho: 'PP' },
      { cor: 'Azul', tamanho: '38' },
      { cor: 'Preto', tamanho: 'P' },
      { cor: 'Azul', tamanho: 'M' },
      { cor: 'Azul', tamanho: 'unico' },
    ];
    expect(ordenarGrades(grades).map((g) => `${g.cor}/${g.tamanho}`)).toEqual([
      'azul/PP',
      'Azul/M',
      'Azul/G',
      'Azul/38',
      'Azul/40',
      'Azul/unico',
      'Preto/P',
      'Preto/GG',
    ]);
    // the input is left as it was
    expect(grades[0]).toEqual({ cor: 'Preto', tamanho: 'GG' });
  });
});
