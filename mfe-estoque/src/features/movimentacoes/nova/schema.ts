import { Yup, date, today, type FormDefaults } from '@loja/shared-ui';
import { MOTIVOS, MOVIMENTACAO_CHECKS, TIPOS } from '../messages';
import type { LinhaSelecionada } from './picker';

/** The movement's notes fit in 1000 characters (registrar_movimentacoes checks the same). */
export const OBSERVACOES_MAX = 1000;
export const OBSERVACOES_LONGAS = 'As observações aceitam no máximo 1000 caracteres';

/**
 * The general information of a new movement (spec 001 §2 and §5): type, date (today by default,
 * required, not in the future: the database refuses it), responsible, reason (one of the twelve,
 * optional) and notes. The spec's checks also run in order as toasts (`primeiroErro`); the schema
 * shows the same messages under the fields.
 */
export const informacoesSchema = Yup.object({
  tipo: Yup.string()
    .oneOf(TIPOS.map((tipo) => tipo.value), MOVIMENTACAO_CHECKS.tipo)
    .required(MOVIMENTACAO_CHECKS.tipo),
  data: date({ max: today, maxMessage: MOVIMENTACAO_CHECKS.dataFutura }).required(MOVIMENTACAO_CHECKS.data),
  usuario_id: Yup.string().required(MOVIMENTACAO_CHECKS.responsavel),
  motivo: Yup.string().oneOf([...MOTIVOS], 'Selecione um motivo da lista'),
  observacoes: Yup.string().max(OBSERVACOES_MAX, OBSERVACOES_LONGAS),
});

export type InformacoesGerais = FormDefaults<Yup.InferType<typeof informacoesSchema>>;

/** The whole form: the general information and the selected lines (in Formik, so leaving with lines asks first). */
export interface NovaMovimentacaoValues extends InformacoesGerais {
  linhas: LinhaSelecionada[];
}

export interface PadroesDaMovimentacao {
  /** ?tipo=entrada|saida from the link that opened the page. */
  tipo?: string | null;
  /** The signed-in person's usuarios.id when they are among the responsáveis. */
  usuarioId?: number | null;
}

/** A new movement: no type (the person chooses, "Selecione"), today, the signed-in person as responsible when possible. */
export function novaMovimentacao({ tipo, usuarioId }: PadroesDaMovimentacao = {}): NovaMovimentacaoValues {
  return {
    tipo: tipo === 'entrada' || tipo === 'saida' ? tipo : '',
    data: today(),
    usuario_id: usuarioId ? String(usuarioId) : '',
    motivo: '',
    observacoes: '',
    linhas: [],
  };
}
