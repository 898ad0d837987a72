import { describe, expect, it } from 'vitest';
import { PICKER_MESSAGES } from '../messages';
import { biquini, canga, coralM, coralP } from './fixtures';
import {
  SEM_GRADE,
  chaveDaLinha,
  erroAoAdicionar,
  erroDePreco,
  erroDeQuantidade,
  gradeEscolhida,
  nomeDaGrade,
  novaLinha,
  opcoesDeGrade,
  precoInicial,
} from './picker';

describe('grade options (spec 001 §5: a grade before Adicionar, "Sem grade específica" exists)', () => {
  it('a product without grades offers only "Sem grade específica"', () => {
    expect(opcoesDeGrade([])).toEqual([{ value: SEM_GRADE, label: 'Sem grade específica' }]);
    expect(gradeEscolhida(SEM_GRADE, [])).toBeNull();
  });

  it('a product with grades offers its grades with their stock, and not "Sem grade específica" (the database refuses it)', () => {
    expect(opcoesDeGrade([coralP, coralM])).toEqual([
      { value: '101', label: 'Coral / P — estoque 2' },
      { value: '102', label: 'Coral / M — estoque 3' },
    ]);
    expect(gradeEscolhida(SEM_GRADE, [coralP, coralM])).toBeUndefined();
    expect(gradeEscolhida('102', [coralP, coralM])).toBe(coralM);
  });

  it('nothing chosen, or an unknown grade, is no choice', () => {
    expect(gradeEscolhida('', [])).toBeUndefined();
    expect(gradeEscolhida('', [coralP])).toBeUndefined();
    expect(gradeEscolhida('999', [coralP])).toBeUndefined();
  });

  it("names the 'unico' size UNC (spec 001 §9)", () => {
    expect(nomeDaGrade({ cor: 'Preto', tamanho: 'único' })).toBe('Preto / UNC');
  });
});

describe('quantity (an integer from 1; a saída within the stock)', () => {
  it.each([0, -1, 1.5, Number.NaN, '' as const, '2' as unknown as number])('refuses %s', (quantidade) => {
    expect(erroDeQuantidade(quantidade, 'entrada', 10)).toBe(PICKER_MESSAGES.quantidadeInteira);
  });

  it('an entrada takes any quantity from 1, whatever the stock', () => {
    expect(erroDeQuantidade(1, 'entrada', 0)).toBeNull();
    expect(erroDeQuantidade(500, 'entrada', 0)).toBeNull();
    expect(erroDeQuantidade(500, '', 0)).toBeNull();
  });

  it('a saída up to the stock passes; above it is "Quantidade indisponível em estoque. Estoque atual: N"', () => {
    expect(erroDeQuantidade(3, 'saida', 3)).toBeNull();
    expect(erroDeQuantidade(4, 'saida', 3)).toBe('Quantidade indisponível em estoque. Estoque atual: 3');
    expect(erroDeQuantidade(1, 'saida', 0)).toBe('Quantidade indisponível em estoque. Estoque atual: 0');
  });

  it('a unit price is empty or ≥ 0', () => {
    expect(erroDePreco('')).toBeNull();
    expect(erroDePreco(0)).toBeNull();
    expect(erroDePreco(12.34)).toBeNull();
    expect(erroDePreco(-0.01)).toBe(PICKER_MESSAGES.precoInvalido);
    expect(erroDePreco(Number.POSITIVE_INFINITY)).toBe(PICKER_MESSAGES.precoInvalido);
  });
});

describe('adding a line', () => {
  it("a line takes the grade's stock as its limit, or the product's when it has no grade", () => {
    expect(novaLinha(biquini, coralM, 2, 89.9)).toEqual({
      produto_id: 11,
      produto_nome: 'Biquíni Coral',
      referencia: 'BQ-CORAL',
      grade_id: 102,
      grade_nome: 'Coral / M',
      estoque: 3,
      quantidade: 2,
      preco_unitario: 89.9,
    });
    expect(novaLinha(canga, null, 1, 49.9)).toMatchObject({ grade_id: null, grade_nome: null, estoque: 3 });
  });

  it('the same product and grade twice is "Este produto/grade já foi adicionado"; another grade of it is not', () => {
    const linhas = [novaLinha(biquini, coralP, 1, 89.9), novaLinha(canga, null, 1, 49.9)];
    expect(erroAoAdicionar(linhas, novaLinha(biquini, coralP, 5, 10), 'entrada')).toBe('Este produto/grade já foi adicionado');
    expect(erroAoAdicionar(linhas, novaLinha(canga, null, 1, 49.9), 'entrada')).toBe('Este produto/grade já foi adicionado');
    expect(erroAoAdicionar(linhas, novaLinha(biquini, coralM, 1, 89.9), 'entrada')).toBeNull();
    expect(chaveDaLinha({ produto_id: 11, grade_id: null })).not.toBe(chaveDaLinha({ produto_id: 11, grade_id: 101 }));
  });

  it('the duplicate is said first, then the quantity, then the saída limit, then the price', () => {
    const linhas = [novaLinha(biquini, coralP, 1, 89.9)];
    expect(erroAoAdicionar(linhas, novaLinha(biquini, coralP, 0, -1), 'saida')).toBe(PICKER_MESSAGES.duplicate);
    expect(erroAoAdicionar([], novaLinha(biquini, coralP, 0, -1), 'saida')).toBe(PICKER_MESSAGES.quantidadeInteira);
    expect(erroAoAdicionar([], novaLinha(biquini, coralP, 3, -1), 'saida')).toBe('Quantidade indisponível em estoque. Estoque atual: 2');
    expect(erroAoAdicionar([], novaLinha(biquini, coralP, 2, -1), 'saida')).toBe(PICKER_MESSAGES.precoInvalido);
    expect(erroAoAdicionar([], novaLinha(biquini, coralP, 2, 0), 'saida')).toBeNull();
  });
});

describe('the unit price a new line starts at', () => {
  it('an entrada for a Compra starts at the product\'s cost; every other movement at the sale price', () => {
    expect(precoInicial(biquini, 'entrada', 'Compra')).toBe(35.5);
    expect(precoInicial(biquini, 'entrada', 'Devolução')).toBe(89.9);
    expect(precoInicial(biquini, 'saida', 'Compra')).toBe(89.9);
    expect(precoInicial(biquini, '', undefined)).toBe(89.9);
  });

  it('a product without a cost (0) keeps the sale price', () => {
    expect(precoInicial(canga, 'entrada', 'Compra')).toBe(49.9);
  });
});
