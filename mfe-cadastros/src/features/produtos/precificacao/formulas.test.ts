import { describe, expect, it } from 'vitest';
import { arredondarCentavos, calcularPrecificacao, type PrecificacaoEntrada, type PrecificacaoFiguras } from './formulas';

const ZERO: PrecificacaoEntrada = {
  marketing: 0,
  frete: 0,
  embalagem: 0,
  comissao: 0,
  preco_compra: 0,
  margem: 0,
  preco_venda: 0,
  preco_a: 0,
  preco_b: 0,
};

type Caso = [descricao: string, entrada: Partial<PrecificacaoEntrada>, esperado: Partial<PrecificacaoFiguras>];

/** Spec 001 §9: every figure of each case, worked out by hand. */
const casos: Caso[] = [
  [
    'everything zero',
    {},
    { custo: 0, total_compra: 0, preco_sugerido: 0, margem_venda: 0, margem_a: 0, margem_b: 0, percentual_venda: null, percentual_a: null, percentual_b: null },
  ],
  [
    'a biquíni: costs, purchase, 60 % margin, sale and A/B prices',
    { marketing: 2.5, frete: 4.9, embalagem: 1.2, comissao: 3.4, preco_compra: 69.2, margem: 60, preco_venda: 129.9, preco_a: 119.9, preco_b: 99.9 },
    // custo 12,00; total 81,20; sugerido 81,20 + 48,72 = 129,92
    { custo: 12, total_compra: 81.2, preco_sugerido: 129.92, margem_venda: 48.7, margem_a: 38.7, margem_b: 18.7, percentual_venda: 37.49, percentual_a: 32.28, percentual_b: 18.72 },
  ],
  [
    'zero margin: the suggested price is the total',
    { frete: 5, preco_compra: 45, margem: 0, preco_venda: 80 },
    { custo: 5, total_compra: 50, preco_sugerido: 50, margem_venda: 30, percentual_venda: 37.5 },
  ],
  [
    'preço A and B of 0 are not in use: their margins are 0, not −total',
    { embalagem: 3, preco_compra: 27, preco_a: 0, preco_b: 0 },
    { total_compra: 30, margem_a: 0, margem_b: 0, percentual_a: null, percentual_b: null },
  ],
  [
    'preço de venda 0 gives a negative margin of the whole total (it is the price, not an unused option)',
    { comissao: 10, preco_compra: 40, preco_venda: 0 },
    { total_compra: 50, margem_venda: -50, percentual_venda: null },
  ],
  [
    'prices below the total: negative margins',
    { marketing: 10, preco_compra: 90, preco_venda: 95.5, preco_a: 99.99, preco_b: 0.01 },
    { total_compra: 100, margem_venda: -4.5, margem_a: -0.01, margem_b: -99.99, percentual_venda: -4.71, percentual_b: -999900 },
  ],
  [
    'no 0.1 + 0.2 drift in the sums',
    { marketing: 0.1, frete: 0.2, embalagem: 0.7, comissao: 0.3, preco_compra: 0.03, preco_venda: 1.33 },
    { custo: 1.3, total_compra: 1.33, margem_venda: 0 },
  ],
  [
    'the suggested price rounds half up to the cent',
    // 0,50 × 33 % = 0,165 -> 0,17
    { preco_compra: 0.5, margem: 33 },
    { total_compra: 0.5, preco_sugerido: 0.67 },
  ],
  [
    'a margin with decimals',
    { preco_compra: 10.1, margem: 2.5 },
    { preco_sugerido: 10.35 }, // 10,10 × 2,5 % = 0,2525 -> 0,25
  ],
  [
    'margin above 100 %',
    { preco_compra: 19.99, margem: 150 },
    { preco_sugerido: 49.98 }, // 19,99 + 29,985 -> 49,975 -> 49,98
  ],
  [
    'amounts with more than two decimals are rounded to cents first',
    { marketing: 1.005, frete: 2.675, preco_compra: 0.004 },
    { custo: 3.69, total_compra: 3.69 }, // 1,01 + 2,68 + 0,00
  ],
  [
    'empty fields (as Formik holds them) count as 0',
    { marketing: '', frete: null, embalagem: undefined, comissao: 1, preco_compra: '', margem: '', preco_a: '' },
    { custo: 1, total_compra: 1, preco_sugerido: 1, margem_a: 0 },
  ],
  [
    'the columns’ largest amounts stay exact',
    { marketing: 999_999_999.99, frete: 999_999_999.99, embalagem: 999_999_999.99, comissao: 999_999_999.99, preco_compra: 999_999_999.99, margem: 99_999.99 },
    { custo: 3_999_999_999.96, total_compra: 4_999_999_999.95, preco_sugerido: 5_004_999_499_949.95 }, // 4.999.999.999,95 × 1.000,9999 = …949,950005,
  ],
];

describe('calcularPrecificacao (spec 001 §9)', () => {
  it.each(casos)('%s', (_descricao, entrada, esperado) => {
    expect(calcularPrecificacao({ ...ZERO, ...entrada })).toMatchObject(esperado);
  });

  it('answers exact two-decimal numbers (what formatBRL and the database get)', () => {
    const figuras = calcularPrecificacao({ ...ZERO, marketing: 0.1, frete: 0.2, preco_compra: 0.07, margem: 10 });
    expect(figuras.custo).toBe(0.3);
    expect(figuras.total_compra).toBe(0.37);
    expect(figuras.preco_sugerido).toBe(0.41); // 0,37 + 0,037 -> 0,407 -> 0,41
  });
});

describe('arredondarCentavos', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [-1.005, -1.01],
    [129.915, 129.92],
    [0, 0],
    [1e-7, 0],
    [123_456_789.125, 123_456_789.13],
  ])('%d -> %d', (valor, esperado) => {
    expect(arredondarCentavos(valor)).toBe(esperado);
  });
});
