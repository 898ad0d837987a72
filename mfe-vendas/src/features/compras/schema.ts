import { Yup, date, money } from '@loja/shared-ui';
import { COMPRAS_MESSAGES as M } from './messages';

/** A cell's key in a product's grid: colour and size (both '' for a product without grades). */
export const chaveCelula = (cor: string, tamanho: string) => `${cor}\u0001${tamanho}`;

/** A quantity as typed: '' is 0; a whole number from 0 to 99999. */
export const quantidadeValida = (valor: unknown) =>
  valor === '' || valor === undefined || valor === null || (Number.isInteger(Number(valor)) && Number(valor) >= 0 && Number(valor) <= 99999);
export const quantidadeDe = (valor: unknown) => (valor === '' || valor === undefined || valor === null ? 0 : Number(valor));

const produtoSchema = Yup.object({
  produtoId: Yup.number().required(),
  nome: Yup.string().required(),
  /** The product's stock is kept per grade: its cells have a colour and a size. */
  porGrade: Yup.boolean().required(),
  cores: Yup.array(Yup.string().required()).required(),
  tamanhos: Yup.array(Yup.string().required()).required(),
  /** The grades the product has now ("cor|tamanho", lower case): the others are created on receipt. */
  existentes: Yup.array(Yup.string().required()).required(),
  custo: money().required(M.custoObrigatorio),
  quantidades: Yup.mixed<Record<string, number | ''>>()
    .required()
    .test('quantidades', M.quantidadeInvalida, (q) => Object.values(q ?? {}).every(quantidadeValida)),
});

/** Novo / editar orçamento de compra; the database checks the same again (salvar_compra). */
export const compraSchema = Yup.object({
  fornecedorId: Yup.string().required(M.escolhaFornecedor),
  observacoes: Yup.string().trim().max(1000, 'As observações aceitam no máximo 1000 caracteres.'),
  produtos: Yup.array(produtoSchema)
    .required()
    .test('alguma-quantidade', M.semItens, (produtos) =>
      (produtos ?? []).some((p) => Object.values(p.quantidades ?? {}).some((q) => quantidadeDe(q) > 0)),
    ),
});

export type CompraValues = Yup.InferType<typeof compraSchema>;
export type ProdutoValues = CompraValues['produtos'][number];

/** A product of the form while the person types: a cost still empty is '' (the schema refuses it on submit). */
export type ProdutoForm = Omit<ProdutoValues, 'custo'> & { custo: number | '' };
export type CompraForm = Omit<CompraValues, 'produtos'> & { produtos: ProdutoForm[] };

/** The receipt: each installment's due date and amount (the sum is checked against the total on submit). */
export const recebimentoSchema = Yup.object({
  quantidades: Yup.mixed<Record<string, number | ''>>()
    .required()
    .test('quantidades', M.quantidadeInvalida, (q) => Object.values(q ?? {}).every(quantidadeValida))
    .test('alguma', M.nadaRecebido, (q) => Object.values(q ?? {}).some((v) => quantidadeDe(v) > 0)),
  gerarTitulos: Yup.boolean().required(),
  numParcelas: Yup.number()
    .typeError(M.numParcelasInvalido)
    .when('gerarTitulos', { is: true, then: (s) => s.required(M.numParcelasInvalido).integer(M.numParcelasInvalido).min(1, M.numParcelasInvalido).max(60, M.numParcelasInvalido) }),
  primeiroVencimento: date(),
  parcelas: Yup.array(
    Yup.object({
      vencimento: date().required('Informe o vencimento de cada parcela.'),
      valor: money().required('Informe o valor de cada parcela.').moreThan(0, 'Cada parcela deve ter um valor maior que zero.'),
    }),
  ).required(),
  observacoes: Yup.string().trim().max(1000, 'As observações aceitam no máximo 1000 caracteres.'),
});

export type RecebimentoValues = Yup.InferType<typeof recebimentoSchema>;

/** A day n days after today in the shop's time zone (America/Sao_Paulo), yyyy-MM-dd. */
export function diasDepoisDeHoje(dias: number, agora = new Date()): string {
  const hoje = agora.toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
  return somarDias(hoje, dias);
}

/** yyyy-MM-dd plus n days (calendar arithmetic at noon UTC: no time zone shifts). */
export function somarDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * N installments of a total in centavos, every 30 days from the first due date; the centavos the
 * division leaves go to the first (as the card installments do).
 */
export function dividirEmParcelas(total: number, n: number, primeiro: string): { vencimento: string; valor: number }[] {
  if (!Number.isInteger(n) || n < 1 || total <= 0) return [];
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, k) => ({ vencimento: somarDias(primeiro, 30 * k), valor: k === 0 ? total - base * (n - 1) : base }));
}
