import { describe, expect, it } from 'vitest';
import type { AlertaEstoque, EstoqueCategoria } from './api';
import {
  barrasEstoqueBaixo,
  barrasPorCategoria,
  gradesBaixas,
  resumoCategorias,
  resumoEstoqueBaixo,
  resumoVendas,
  rotuloCurto,
  rotuloEmLinhas,
  situacaoEstoque,
} from './dados';

const categoria = (categoria_id: number | null, nome: string, unidades: number, produtos = 1): EstoqueCategoria => ({
  categoria_id,
  categoria: nome,
  unidades,
  produtos,
});

const alerta = (id: number, estoque_atual: number, estoque_minimo: number, grades_baixas = 0): AlertaEstoque => ({
  id,
  nome: `Produto ${id}`,
  estoque_atual,
  estoque_minimo,
  grades_baixas,
});

describe('resumoVendas', () => {
  it('counts every sample sale and sums only the finished ones, to the cent', () => {
    const vendas = [
      { valor: 389.7, status: 'Finalizada' },
      { valor: 129.9, status: 'Pendente' },
      { valor: 219.9, status: 'Finalizada' },
      { valor: 74.8, status: 'Cancelada' },
      { valor: 459.6, status: 'Finalizada' },
    ];
    expect(resumoVendas(vendas)).toEqual({ quantidade: 5, finalizadas: 3, faturamento: 1069.2 });
    expect(resumoVendas([{ valor: 0.1, status: 'Finalizada' }, { valor: 0.2, status: 'Finalizada' }]).faturamento).toBe(0.3);
    expect(resumoVendas([])).toEqual({ quantidade: 0, finalizadas: 0, faturamento: 0 });
  });
});

describe('alert wording', () => {
  it('says sold out, or the stock against its minimum in pt-BR numbers', () => {
    expect(situacaoEstoque({ estoque_atual: 0, estoque_minimo: 2 })).toBe('Esgotado');
    expect(situacaoEstoque({ estoque_atual: 3, estoque_minimo: 1200 })).toBe('3 em estoque (mínimo 1.200)');
  });

  it('counts low grades with the right plural, nothing for none', () => {
    expect(gradesBaixas(0)).toBeNull();
    expect(gradesBaixas(1)).toBe('1 grade baixa');
    expect(gradesBaixas(3)).toBe('3 grades baixas');
  });

  it('cuts a long name for an axis, keeping short ones whole', () => {
    expect(rotuloCurto('Biquíni', 14)).toBe('Biquíni');
    expect(rotuloCurto('Saída de praia crochê areia', 14)).toBe('Saída de prai…');
    expect(rotuloCurto('Saída de praia ', 14)).toBe('Saída de praia');
    expect(rotuloCurto('Saída de praia crochê areia', 14).length).toBeLessThanOrEqual(14);
  });
});

describe('barrasPorCategoria', () => {
  it('orders by units and links each category to its overview, not "Sem categoria"', () => {
    const barras = barrasPorCategoria([categoria(1, 'Bonés', 4), categoria(null, 'Sem categoria', 9), categoria(2, 'Biquínis', 30)]);
    expect(barras.map((b) => [b.categoria, b.unidades, b.href])).toEqual([
      ['Biquínis', 30, '/estoque/produtos?categoria=2'],
      ['Sem categoria', 9, null],
      ['Bonés', 4, '/estoque/produtos?categoria=1'],
    ]);
  });

  it('groups the tail into one bar past the limit, keeping the totals', () => {
    const categorias = [10, 9, 8, 7, 6].map((u, i) => categoria(i + 1, `C${i + 1}`, u, 2));
    const barras = barrasPorCategoria(categorias, 3);
    expect(barras.map((b) => b.categoria)).toEqual(['C1', 'C2', 'Outras categorias (3)']);
    expect(barras[2]).toMatchObject({ unidades: 21, produtos: 6, href: null });
    expect(barras.reduce((s, b) => s + b.unidades, 0)).toBe(40);
    expect(barrasPorCategoria(categorias, 5)).toHaveLength(5);
  });
});

describe('barrasEstoqueBaixo', () => {
  it('keeps the function order and links each product to its kardex', () => {
    expect(barrasEstoqueBaixo([alerta(7, 0, 2), alerta(3, 1, 5)])).toEqual([
      { id: 7, nome: 'Produto 7', estoque: 0, minimo: 2, href: '/estoque/produtos/7/kardex' },
      { id: 3, nome: 'Produto 3', estoque: 1, minimo: 5, href: '/estoque/produtos/3/kardex' },
    ]);
  });
});

describe('the charts text alternative', () => {
  it('sums the categories and names the largest', () => {
    expect(resumoCategorias([categoria(1, 'Bonés', 1), categoria(2, 'Biquínis', 1199)])).toBe(
      '1.200 unidades em 2 categorias; a maior é Biquínis, com 1.199 unidades.',
    );
    expect(resumoCategorias([categoria(1, 'Bonés', 1)])).toBe('1 unidade em 1 categoria; a maior é Bonés, com 1 unidade.');
    expect(resumoCategorias([categoria(1, 'Bonés', 0)])).toBe('Nenhuma unidade em estoque.');
  });

  it('says how many of how many low-stock products it shows, and how many are sold out', () => {
    expect(resumoEstoqueBaixo([], 0)).toBe('Nenhum produto com estoque baixo.');
    expect(resumoEstoqueBaixo([alerta(1, 0, 2)], 1)).toBe('1 produto com estoque baixo; 1 esgotado.');
    expect(resumoEstoqueBaixo([alerta(1, 0, 2), alerta(2, 0, 1), alerta(3, 1, 2)], 1200)).toBe(
      'Os 3 mais urgentes de 1.200 produtos com estoque baixo; 2 esgotados.',
    );
    expect(resumoEstoqueBaixo([alerta(3, 1, 2)], 1)).toBe('1 produto com estoque baixo; nenhum esgotado.');
  });
});

describe('rotuloEmLinhas (issue 23 §6: phone chart labels)', () => {
  it('wraps whole words, so two names that start alike stay distinguishable', () => {
    const a = rotuloEmLinhas('Saída Kimono Crochê Off-White', 14, 3);
    const b = rotuloEmLinhas('Saída Kimono Renda Preta', 14, 3);
    expect(a).toEqual(['Saída Kimono', 'Crochê', 'Off-White']);
    expect(b).toEqual(['Saída Kimono', 'Renda Preta']);
    expect(a.join(' ')).not.toBe(b.join(' '));
  });

  it('splits a word longer than a line and cuts only what does not fit the last line', () => {
    expect(rotuloEmLinhas('Biquíni', 14, 3)).toEqual(['Biquíni']);
    expect(rotuloEmLinhas('Supercalifragilístico', 10, 3)).toEqual(['Supercalif', 'ragilístic', 'o']);
    const cortado = rotuloEmLinhas('Saída de praia crochê areia com franjas longas', 14, 2);
    expect(cortado).toEqual(['Saída de praia', 'crochê areia…']);
    expect(cortado.every((linha) => linha.length <= 14)).toBe(true);
  });
});
