import { describe, expect, it } from 'vitest';
import type { AlertaEstoque, EstoqueCategoria, VendasDia } from './api';
import { toDashboardVendas } from './api';
import {
  barrasEstoqueBaixo,
  barrasPorCategoria,
  barrasVendasPorDia,
  centavos,
  formatCentavos,
  gradesBaixas,
  mesPorExtenso,
  resumoCategorias,
  resumoEstoqueBaixo,
  resumoVendasPorDia,
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

// Intl puts a no-break space after "R$".
const brl = (texto: string) => texto.replaceAll('R$ ', 'R$\u00a0');

describe('sales money in centavos', () => {
  it('reads the database text exactly, and gives 0 for anything else', () => {
    expect(centavos('214.80')).toBe(21480);
    expect(centavos('0.00')).toBe(0);
    expect(centavos('1069.2')).toBe(106920);
    expect(centavos('12')).toBe(1200);
    expect(centavos('-5.10')).toBe(-510);
    expect(centavos('1,50')).toBe(0);
    expect(centavos('')).toBe(0);
    // ten sales of R$ 0,10 sum to R$ 1,00, not 0.9999999999999999
    expect(Array.from({ length: 10 }, () => centavos('0.10')).reduce((a, b) => a + b, 0)).toBe(100);
    expect(formatCentavos(106920)).toBe(brl('R$ 1.069,20'));
    expect(formatCentavos(0)).toBe(brl('R$ 0,00'));
  });

  it("types dashboard_vendas' jsonb, money in centavos", () => {
    const vendas = toDashboardVendas({
      mes: '2026-11-01',
      hoje: '2026-11-28',
      vendas_mes: 2,
      faturamento_mes: '214.80',
      ticket_medio: '107.40',
      por_dia: [{ dia: '2026-11-28', vendas: 2, total: '214.80' }],
      recentes: [{ id: 7, codigo: 'V-000007', cliente: 'Consumidor final', data: '2026-11-28', total: '179.80', situacao: 'confirmada', origem: 'balcao' }],
    });
    expect(vendas).toEqual({
      mes: '2026-11-01',
      hoje: '2026-11-28',
      vendas_mes: 2,
      faturamento_centavos: 21480,
      ticket_medio_centavos: 10740,
      por_dia: [{ dia: '2026-11-28', vendas: 2, total_centavos: 21480 }],
      recentes: [{ id: 7, codigo: 'V-000007', cliente: 'Consumidor final', data: '2026-11-28', total_centavos: 17980, situacao: 'confirmada' }],
    });
    expect(toDashboardVendas(null)).toMatchObject({ vendas_mes: 0, faturamento_centavos: 0, por_dia: [], recentes: [] });
  });

  it('names the month in Portuguese', () => {
    expect(mesPorExtenso('2026-11-01')).toBe('novembro');
    expect(mesPorExtenso('2027-03-01')).toBe('março');
    expect(mesPorExtenso('')).toBe('');
  });
});

describe('the sales chart', () => {
  const dia = (d: string, vendas: number, total_centavos: number): VendasDia => ({ dia: d, vendas, total_centavos });

  it('labels each day dd/MM and draws reais from the centavos', () => {
    expect(barrasVendasPorDia([dia('2026-11-27', 0, 0), dia('2026-11-28', 2, 21480)])).toEqual([
      { dia: '2026-11-27', rotulo: '27/11', vendas: 0, centavos: 0, reais: 0 },
      { dia: '2026-11-28', rotulo: '28/11', vendas: 2, centavos: 21480, reais: 214.8 },
    ]);
  });

  it('sums the period to the cent and names its best day', () => {
    const dias = [dia('2026-11-26', 1, 10), dia('2026-11-27', 0, 0), dia('2026-11-28', 2, 21480), dia('2026-11-29', 3, 20)];
    expect(resumoVendasPorDia(dias)).toBe(brl('6 vendas confirmadas, R$ 215,10 nos últimos 30 dias; o melhor dia foi 28/11, com R$ 214,80.'));
    expect(resumoVendasPorDia([dia('2026-11-28', 1, 8990)])).toBe(brl('1 venda confirmada, R$ 89,90 nos últimos 30 dias; o melhor dia foi 28/11, com R$ 89,90.'));
    expect(resumoVendasPorDia([dia('2026-11-28', 0, 0)])).toBe('Nenhuma venda confirmada nos últimos 30 dias.');
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
