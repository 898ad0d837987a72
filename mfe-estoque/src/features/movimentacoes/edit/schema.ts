import { Yup, money, toFormValues, type FormDefaults } from '@loja/shared-ui';
import type { AlteracaoMovimentacao, MovimentacaoListRow, TipoMovimentacao } from '../api';
import { EDIT_MESSAGES } from '../messages';
import { EDIT_PAGE_MESSAGES } from './messages';

const TIPOS_VALIDOS: readonly TipoMovimentacao[] = ['entrada', 'saida'];

/** The database keeps up to 1000 characters of notes (_validar_campos_movimentacao). */
export const OBSERVACOES_MAX = 1000;

/**
 * Spec 001 §5 "Edit movement": type, an integer quantity from 1 and a unit price (required, step
 * 0.01, not negative) and optional notes. The stock rule (never below 0) is the database's.
 */
export const editMovimentacaoSchema = Yup.object({
  tipo: Yup.string<TipoMovimentacao>()
    .oneOf(TIPOS_VALIDOS, EDIT_PAGE_MESSAGES.tipoObrigatorio)
    .required(EDIT_PAGE_MESSAGES.tipoObrigatorio),
  quantidade: Yup.number()
    // '' is an empty field (Formik's number input), not zero.
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(EDIT_MESSAGES.quantidadeInteira)
    .required(EDIT_MESSAGES.quantidadeObrigatoria)
    .integer(EDIT_MESSAGES.quantidadeInteira)
    .min(1, EDIT_MESSAGES.quantidadeInteira),
  preco_unitario: money({ message: EDIT_MESSAGES.precoInvalido, minMessage: EDIT_MESSAGES.precoInvalido })
    // step 0.01: whole cents (a float's noise, 0.29 * 100 = 28.999..., is not a fraction of a cent)
    .test('centavos', EDIT_MESSAGES.precoInvalido, (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
    .required(EDIT_MESSAGES.precoObrigatorio),
  observacoes: Yup.string().max(OBSERVACOES_MAX),
});

export type EditMovimentacaoValues = Yup.InferType<typeof editMovimentacaoSchema>;

const VAZIO: FormDefaults<EditMovimentacaoValues> = { tipo: '', quantidade: '', preco_unitario: '', observacoes: '' };

/** The form's values from the movement as the list view gives it (null price or notes: an empty field). */
export function toEditValues(movimentacao: MovimentacaoListRow): EditMovimentacaoValues {
  return toFormValues<EditMovimentacaoValues>(
    {
      tipo: TIPOS_VALIDOS.find((tipo) => tipo === movimentacao.tipo) ?? null,
      quantidade: movimentacao.quantidade,
      preco_unitario: movimentacao.preco_unitario,
      observacoes: movimentacao.observacoes,
    },
    VAZIO,
  );
}

/** What atualizar_movimentacao receives: validated values, the notes trimmed and '' stored as null. */
export function toAlteracao(id: number, values: EditMovimentacaoValues): AlteracaoMovimentacao {
  const observacoes = values.observacoes?.trim() ?? '';
  return {
    id,
    tipo: values.tipo,
    quantidade: Number(values.quantidade),
    preco_unitario: Number(values.preco_unitario),
    observacoes: observacoes === '' ? null : observacoes,
  };
}
