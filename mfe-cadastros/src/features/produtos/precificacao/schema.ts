import { Yup, money, type FormDefaults } from '@loja/shared-ui';
import type { Produto, ProdutoDados } from '../api';
import { PRODUTO_RULES } from '../messages';
import { calcularPrecificacao, type PrecificacaoEntrada, type PrecificacaoFiguras } from './formulas';

export const PRECIFICACAO_RULES = {
  margem: 'Margem inválida: use um número como 30 ou 12,5',
  margemMax: 'A margem deve ser no máximo 99999,99%',
  sugeridoMax: 'Com esta margem o preço sugerido passa de R$ 9.999.999.999,99',
} as const;

/** produtos.margem is numeric(7, 2); every price column numeric(12, 2). */
const MARGEM_MAX = 99_999.99;
const PRECO_MAX = 9_999_999_999.99;

/**
 * The margem field holds the text as typed, pt-BR ('12,5'): no money mask fits a percent, and a
 * number input reads a comma differently in each browser. `digitarMargem` keeps it to digits and
 * one comma, at most 5 + 2 digits (the column's numeric(7, 2)).
 */
export function digitarMargem(texto: string): string {
  const limpo = texto.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const [inteiro = '', ...resto] = limpo.split(',');
  const parteInteira = inteiro.slice(0, 5);
  return resto.length > 0 ? `${parteInteira},${resto.join('').slice(0, 2)}` : parteInteira;
}

/** '12,5' -> 12.5; '' -> 0 (an empty margin is no margin); not a number -> NaN. */
export function lerMargem(texto: string | number | null | undefined): number {
  if (typeof texto === 'number') return texto;
  const t = (texto ?? '').trim();
  if (t === '') return 0;
  if (!/^(\d+(,\d*)?|,\d+)$/.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}

/** 12.5 -> '12,5', 30 -> '30', 0 -> '' (the text the field starts with; the placeholder shows 0). */
export function formatarMargem(margem: number): string {
  return margem === 0 ? '' : String(margem).replace('.', ',');
}

/** The fields as any stage holds them (Formik's, Yup's output): money a number or '', margem text. */
type Dinheiro = number | '' | undefined;
export interface CamposPrecificacao {
  marketing?: Dinheiro;
  frete?: Dinheiro;
  embalagem?: Dinheiro;
  comissao?: Dinheiro;
  preco_compra?: Dinheiro;
  margem?: string;
  preco_venda?: Dinheiro;
  preco_a?: Dinheiro;
  preco_b?: Dinheiro;
}

/** Spec 001 §3 (produtos' pricing fields) and §5 (prices at least 0; preço de venda required). */
export const precificacaoSchema = Yup.object({
  marketing: money(),
  frete: money(),
  embalagem: money(),
  comissao: money(),
  preco_compra: money({ minMessage: PRODUTO_RULES.precoMinZero }),
  margem: Yup.string()
    .test('margem', PRECIFICACAO_RULES.margem, (value) => !Number.isNaN(lerMargem(value)))
    .test('margem-max', PRECIFICACAO_RULES.margemMax, (value) => !(lerMargem(value) > MARGEM_MAX))
    // the suggested price is saved too: it must fit its column
    .test('sugerido-max', PRECIFICACAO_RULES.sugeridoMax, function sugeridoCabe() {
      return calcularPrecificacao(toEntrada(this.parent as CamposPrecificacao)).preco_sugerido <= PRECO_MAX;
    }),
  // Above 0, as on Informações and in the database (produtos_preco_venda_positivo).
  preco_venda: money({ minMessage: PRODUTO_RULES.precoVenda }).moreThan(0, PRODUTO_RULES.precoVenda).required(PRODUTO_RULES.precoVenda),
  preco_a: money({ minMessage: PRODUTO_RULES.precoMinZero }),
  preco_b: money({ minMessage: PRODUTO_RULES.precoMinZero }),
});

export type PrecificacaoValues = Yup.InferType<typeof precificacaoSchema>;

/** What Formik holds: money fields a number or '' while empty, margem its text. */
export type PrecificacaoFormValues = FormDefaults<PrecificacaoValues>;

/** A cost of 0 starts empty (the field's placeholder shows 0,00), so what the person types is the value, not digits after "0,00". */
const vazioSeZero = (valor: number): number | '' => (valor === 0 ? '' : valor);

/** The form's values of a saved product. */
export function toPrecificacaoValues(produto: Produto): PrecificacaoFormValues {
  return {
    marketing: vazioSeZero(produto.marketing),
    frete: vazioSeZero(produto.frete),
    embalagem: vazioSeZero(produto.embalagem),
    comissao: vazioSeZero(produto.comissao),
    preco_compra: vazioSeZero(produto.preco_compra),
    margem: formatarMargem(produto.margem),
    preco_venda: produto.preco_venda,
    preco_a: vazioSeZero(produto.preco_a),
    preco_b: vazioSeZero(produto.preco_b),
  };
}

/** The formulas' input for the values as typed (empty fields count as 0). */
export function toEntrada(values: CamposPrecificacao): PrecificacaoEntrada & { margem: number } {
  const margem = lerMargem(values.margem);
  return {
    marketing: values.marketing,
    frete: values.frete,
    embalagem: values.embalagem,
    comissao: values.comissao,
    preco_compra: values.preco_compra,
    margem: Number.isNaN(margem) ? 0 : margem,
    preco_venda: values.preco_venda,
    preco_a: values.preco_a,
    preco_b: values.preco_b,
  };
}

const ouZero = (valor: number | '' | undefined) => (typeof valor === 'number' ? valor : 0);

/**
 * What salvar_produto receives: the pricing fields (an empty one is 0: the columns are not null),
 * the computed preço de custo and preço sugerido (spec 001 §7: "cost price and suggested price are
 * saved"), and the preço de venda only when it changed here, so this tab never writes back an older
 * price than the one Informações saved.
 */
export function toPrecificacaoDados(values: CamposPrecificacao, produto: Produto): ProdutoDados {
  const entrada = toEntrada(values);
  const figuras: PrecificacaoFiguras = calcularPrecificacao(entrada);
  const venda = ouZero(values.preco_venda);
  return {
    marketing: ouZero(values.marketing),
    frete: ouZero(values.frete),
    embalagem: ouZero(values.embalagem),
    comissao: ouZero(values.comissao),
    preco_compra: ouZero(values.preco_compra),
    margem: entrada.margem,
    preco_a: ouZero(values.preco_a),
    preco_b: ouZero(values.preco_b),
    preco_custo: figuras.custo,
    preco_sugerido: figuras.preco_sugerido,
    ...(venda !== produto.preco_venda ? { preco_venda: venda } : {}),
  };
}
