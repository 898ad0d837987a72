import { describe, expect, it } from 'vitest';
import type { LinhaBalanco } from './api';
import { comSinal, filtrarLinhas, nomeDoItem } from './revisao';

const linha = (id: number, diferenca: number, mudou: boolean): LinhaBalanco => ({
  id, produto_id: 1, produto_nome: 'Biquíni Aruba', grade_id: id, cor: 'Azul', tamanho: 'P', codigo_barras: null,
  contado: 5 + diferenca, sistema: 5, sistema_na_contagem: 5, diferenca, valor_diferenca: diferenca * 25, mudou,
  leituras: 1, atualizado_em: '2026-11-29T10:00:00Z', atualizado_por_nome: null,
});

describe('the review of a balanço', () => {
  it('filters the lines by difference and by stock moved after the count', () => {
    const linhas = [linha(1, 0, false), linha(2, -3, false), linha(3, 2, true)];
    expect(filtrarLinhas(linhas, 'todas').map((l) => l.id)).toEqual([1, 2, 3]);
    expect(filtrarLinhas(linhas, 'diferencas').map((l) => l.id)).toEqual([2, 3]);
    expect(filtrarLinhas(linhas, 'mudaram').map((l) => l.id)).toEqual([3]);
  });

  it('names an item with its grade and signs a difference', () => {
    expect(nomeDoItem({ produto_nome: 'Biquíni Aruba', cor: 'Azul', tamanho: 'P' })).toBe('Biquíni Aruba (Azul/P)');
    expect(nomeDoItem({ produto_nome: 'Canga', cor: null, tamanho: null })).toBe('Canga');
    expect([comSinal(2), comSinal(-3), comSinal(0)]).toEqual(['+2', '-3', '0']);
  });
});
