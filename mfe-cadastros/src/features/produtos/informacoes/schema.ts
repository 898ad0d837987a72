import { Yup, campoAtivo, emptyValues, money, toFormValues } from '@loja/shared-ui';
import type { Produto, ProdutoDados } from '../api';
import { PRODUTO_RULES } from '../messages';

/** A whole number of units, 0 or more ('' is not a figure). */
const estoque = () =>
  Yup.number()
    .transform((current: number, original: unknown) => (original === '' || original === null ? undefined : current))
    .typeError(PRODUTO_RULES.estoque)
    .integer('O estoque deve ser um número inteiro')
    .min(0, PRODUTO_RULES.estoque)
    .max(1_000_000, 'O estoque deve ser no máximo 1000000');

/** A select's value: an id, or none ('' on screen; Formik hands Yup an empty field as undefined). */
const optionalId = () =>
  Yup.number()
    .transform((current: number, original: unknown) => (original === '' || original === null || original === undefined ? null : current))
    .nullable();

/**
 * Spec 001 §3 (produtos) and §5 (Product: nome required; the sale price above 0, as its message says
 * and as the database's check holds; other prices and stock at least 0).
 */
export const informacoesSchema = Yup.object({
  nome: Yup.string().trim().required(PRODUTO_RULES.nomeRequired).max(200, 'Use no máximo 200 caracteres'),
  codigo_barras: Yup.string().trim().max(60, 'Use no máximo 60 caracteres'),
  descricao: Yup.string().max(5000, 'Use no máximo 5000 caracteres'),
  categoria_id: optionalId(),
  fornecedor_id: optionalId(),
  preco_venda: money({ minMessage: PRODUTO_RULES.precoVenda }).moreThan(0, PRODUTO_RULES.precoVenda).required(PRODUTO_RULES.precoVenda),
  preco_custo: money({ minMessage: PRODUTO_RULES.precoMinZero }),
  preco_compra: money({ minMessage: PRODUTO_RULES.precoMinZero }),
  estoque_atual: estoque().required(PRODUTO_RULES.estoque),
  estoque_minimo: estoque().required(PRODUTO_RULES.estoque),
  ...campoAtivo,
});

export type InformacoesValues = Yup.InferType<typeof informacoesSchema>;

/** A new product: active, no stock (spec 001 §4: new records start active). */
export const NOVO_PRODUTO = emptyValues(informacoesSchema, { estoque_atual: 0, estoque_minimo: 0, ativo: true });

/**
 * The form's values of a product (or of a new one). A cost of 0 starts empty, with the money field's
 * "0,00" placeholder, so what the person types becomes the value instead of digits after "0,00".
 */
export function toInformacoesValues(produto: Produto | undefined): InformacoesValues {
  const values = toFormValues<InformacoesValues>(produto, NOVO_PRODUTO);
  return {
    ...values,
    preco_custo: values.preco_custo === 0 ? undefined : values.preco_custo,
    preco_compra: values.preco_compra === 0 ? undefined : values.preco_compra,
  };
}

/**
 * What salvar_produto receives. A product with grades takes its stock from them (spec 001 §4), so
 * its figure is left out; otherwise the typed figure goes, and the database records the difference.
 */
export function toProdutoDados(values: InformacoesValues, temGrades: boolean): ProdutoDados {
  const row = informacoesSchema.cast(values);
  const texto = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    nome: row.nome,
    codigo_barras: texto(row.codigo_barras),
    descricao: texto(row.descricao),
    categoria_id: row.categoria_id ?? null,
    fornecedor_id: row.fornecedor_id ?? null,
    preco_venda: row.preco_venda,
    preco_custo: row.preco_custo ?? 0,
    preco_compra: row.preco_compra ?? 0,
    estoque_minimo: row.estoque_minimo,
    ativo: row.ativo,
    ...(temGrades ? {} : { estoque_atual: row.estoque_atual }),
  };
}
