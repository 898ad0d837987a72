import { describe, expect, it } from 'vitest';
import type { LinhaTitulos, LinhaTrocas, TotaisTrocas } from './api';
import { matrizTrocas, ordenarTamanhos, tabelaTitulos, tabelaTrocas } from './tabelas';

const celula = (motivo: string | null, tamanho: string | null, unidades: number, extra: Partial<LinhaTrocas> = {}): LinhaTrocas => ({
  chave: `${motivo}|${tamanho}`,
  rotulo: `${motivo} · ${tamanho}`,
  motivo,
  tamanho,
  trocas: unidades,
  unidades,
  valor: unidades * 100,
  vendidas: null,
  percentual_devolvido: null,
  por_motivo: {},
  ...extra,
});

const TOTAIS: TotaisTrocas = { trocas: 5, unidades: 7, valor_devolvido: 700, valor_novo: 300, por_motivo: { Defeito: 2, Tamanho: 5 } };

describe('ordenarTamanhos', () => {
  it('puts letter sizes from the smallest, numbers ascending, other names, then "Sem grade"', () => {
    expect(ordenarTamanhos(['GG', 'Sem grade', '40', 'M', 'Único', '38', 'P', 'PP', 'G', 'P'])).toEqual(['PP', 'P', 'M', 'G', 'GG', '38', '40', 'Único', 'Sem grade']);
  });
});

describe('matrizTrocas', () => {
  it('a row per motivo (the exchange screen’s order), a column per size, the database’s totals at the ends', () => {
    const m = matrizTrocas(
      [celula('Tamanho', 'P', 3), celula('Defeito', 'M', 2), celula('Tamanho', 'M', 2)],
      [celula(null, null, 3, { chave: 'P' }), celula(null, null, 4, { chave: 'M' })],
      TOTAIS,
    );
    expect(m.colunas.map((c) => [c.titulo, c.tipo])).toEqual([
      ['Motivo', 'texto'],
      ['P', 'inteiro'],
      ['M', 'inteiro'],
      ['Total', 'inteiro'],
    ]);
    expect(m.linhas).toEqual([
      { motivo: 'Tamanho', 'tamanho:P': 3, 'tamanho:M': 2, total: 5 },
      { motivo: 'Defeito', 'tamanho:P': 0, 'tamanho:M': 2, total: 2 },
    ]);
    expect(m.totais).toEqual({ motivo: 'Total', 'tamanho:P': 3, 'tamanho:M': 4, total: 7 });
  });
});

describe('tabelaTrocas', () => {
  it('by product: sold, % returned and a column per motivo of the period', () => {
    const t = tabelaTrocas('produto', [celula(null, null, 3, { rotulo: 'Biquíni Lua', vendidas: 5, percentual_devolvido: 60, por_motivo: { Tamanho: 2, Defeito: 1 } })], TOTAIS);
    expect(t.colunas.map((c) => c.titulo)).toEqual([
      'Produto',
      'Trocas',
      'Unidades devolvidas',
      'Vendidas no período',
      'Devolvido (%)',
      'Tamanho (un.)',
      'Defeito (un.)',
      'Valor devolvido (R$)',
    ]);
    expect(t.linhas[0]).toEqual({ rotulo: 'Biquíni Lua', trocas: 3, unidades: 3, vendidas: 5, percentual: 60, 'motivo:Tamanho': 2, 'motivo:Defeito': 1, valor: 300 });
    expect(t.totais).toEqual({ rotulo: 'Total', trocas: 5, unidades: 7, valor: 700, 'motivo:Tamanho': 5, 'motivo:Defeito': 2 });
  });
});

describe('tabelaTitulos', () => {
  const linha: LinhaTitulos = { chave: 'pagar:parcial', rotulo: 'A pagar · Parcial', lado: 'pagar', situacao: 'parcial', vencimento: null, pessoa: null, titulos: 1, valor: 2500, saldo: 1500, pago: 1000 };
  const totais = { pagar: { titulos: 1, valor: 2500, saldo: 1500, pago: 1000, vencido: 0, cancelados: 1 } };

  it('by situação: side and situação in words; a totals row only for one side', () => {
    const um = tabelaTitulos('situacao', 'pagar', [linha], totais);
    expect(um.linhas[0]).toMatchObject({ lado: 'A pagar', situacao: 'Parcial', titulos: 1, valor: 2500, pago: 1000, saldo: 1500 });
    expect(um.totais).toEqual({ lado: 'Total (sem cancelados)', titulos: 1, valor: 2500, pago: 1000, saldo: 1500 });
    expect(tabelaTitulos('situacao', 'ambos', [linha], totais).totais).toBeUndefined();
  });

  it('one by one: due date, description and person', () => {
    const t = tabelaTitulos('titulo', 'ambos', [{ ...linha, rotulo: 'Aluguel', vencimento: '2032-01-05', pessoa: 'Imobiliária Sol' }], totais);
    expect(t.colunas.map((c) => c.chave)).toEqual(['vencimento', 'lado', 'descricao', 'pessoa', 'situacao', 'valor', 'pago', 'saldo']);
    expect(t.linhas[0]).toMatchObject({ vencimento: '2032-01-05', descricao: 'Aluguel', pessoa: 'Imobiliária Sol' });
  });
});
