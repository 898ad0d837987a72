/**
 * Spec 001 §9 (Pricing), in whole cents so no binary fraction drifts into a figure
 * (0.1 + 0.2 is 0.30 here, never 0.30000000000000004):
 *
 * - custo (preço de custo) = marketing + frete + embalagem + comissao
 * - total de compra       = custo + preco_compra
 * - preço sugerido        = total + total × margem / 100
 * - margem de venda       = preco_venda − total
 * - margem A / margem B   = preco_a / preco_b − total, and 0 when that price is 0 (not in use)
 *
 * Every input is first rounded to cents (margem to hundredths of a percent, as the column keeps
 * it: numeric(7, 2)); the suggested price is the one product that is not a sum, rounded half away
 * from zero to the cent in BigInt, so even a price near the columns' limit stays exact.
 */

/** What a field may hold while a person types: a number, or '' / null / undefined for empty (= 0). */
export type Valor = number | '' | null | undefined;

export interface PrecificacaoEntrada {
  marketing: Valor;
  frete: Valor;
  embalagem: Valor;
  comissao: Valor;
  preco_compra: Valor;
  /** Percent over the total purchase: 30 = 30 %. */
  margem: Valor;
  preco_venda: Valor;
  preco_a: Valor;
  preco_b: Valor;
}

export interface PrecificacaoFiguras {
  /** Preço de custo: marketing + frete + embalagem + comissão (saved as produtos.preco_custo). */
  custo: number;
  /** Custo + preço de compra. */
  total_compra: number;
  /** Total + total × margem % (saved as produtos.preco_sugerido). */
  preco_sugerido: number;
  /** Preço de venda − total (negative: sells below what it costs). */
  margem_venda: number;
  /** Preço A − total; 0 when preço A is 0. */
  margem_a: number;
  /** Preço B − total; 0 when preço B is 0. */
  margem_b: number;
  /**
   * Each margin as a percent OF ITS PRICE (margem ÷ preço × 100, two decimals), for display
   * only: null when that price is 0. Not the margem field, which is a percent over the total.
   */
  percentual_venda: number | null;
  percentual_a: number | null;
  percentual_b: number | null;
}

/** A finite number, or 0 for an empty or invalid field. */
function numero(valor: Valor): number {
  return typeof valor === 'number' && Number.isFinite(valor) ? valor : 0;
}

/**
 * `valor` × 100, rounded half away from zero, as an integer. Shifted through the decimal text
 * ('1.005e2'), not by × 100: 1.005 × 100 is 100.49999999999999 in binary and would round down.
 */
function centesimos(valor: Valor): number {
  const n = numero(valor);
  const texto = String(Math.abs(n));
  const deslocado = texto.includes('e') ? Math.abs(n) * 100 : Number(`${texto}e2`);
  const inteiro = Math.round(deslocado);
  return n < 0 ? -inteiro : inteiro;
}

/** Cents back to reais: an integer over 100 is the nearest double to the 2-decimal amount. */
const reais = (cents: number | bigint): number => Number(cents) / 100;

/** a ÷ b for integers, rounded half away from zero (b > 0). */
function dividirArredondando(a: bigint, b: bigint): bigint {
  const metade = b / 2n;
  return a >= 0n ? (a + metade) / b : -((-a + metade) / b);
}

/** `parte` as a percent of `todo`, two decimals; null when `todo` is 0. */
function percentual(parteCents: number, todoCents: number): number | null {
  if (todoCents === 0) return null;
  // in hundredths of a percent: parte × 10000 ÷ todo, then / 100
  return reais(dividirArredondando(BigInt(parteCents) * 10_000n, BigInt(todoCents)));
}

/** Rounds an amount to cents (half away from zero): 2.675 -> 2.68, 0.1 + 0.2 -> 0.3. */
export function arredondarCentavos(valor: number): number {
  return reais(centesimos(valor));
}

/** The figures of spec 001 §9 for the values as typed; empty fields count as 0. */
export function calcularPrecificacao(entrada: PrecificacaoEntrada): PrecificacaoFiguras {
  const custo = centesimos(entrada.marketing) + centesimos(entrada.frete) + centesimos(entrada.embalagem) + centesimos(entrada.comissao);
  const total = custo + centesimos(entrada.preco_compra);
  // margem in hundredths of a percent: total × (10000 + margem) / 10000
  const margem = BigInt(centesimos(entrada.margem));
  const sugerido = BigInt(total) + dividirArredondando(BigInt(total) * margem, 10_000n);

  const venda = centesimos(entrada.preco_venda);
  const precoA = centesimos(entrada.preco_a);
  const precoB = centesimos(entrada.preco_b);
  // spec: a price A or B of 0 is not in use, so its margin is 0 (not −total)
  const margemDe = (preco: number) => (preco === 0 ? 0 : preco - total);
  const margemVenda = venda - total;
  const margemA = margemDe(precoA);
  const margemB = margemDe(precoB);

  return {
    custo: reais(custo),
    total_compra: reais(total),
    preco_sugerido: reais(sugerido),
    margem_venda: reais(margemVenda),
    margem_a: reais(margemA),
    margem_b: reais(margemB),
    percentual_venda: percentual(margemVenda, venda),
    percentual_a: percentual(margemA, precoA),
    percentual_b: percentual(margemB, precoB),
  };
}
