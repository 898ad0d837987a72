import { Yup, type FormDefaults } from '@loja/shared-ui';
import { REGRA_CHECKS } from './messages';
import { ARREDONDAMENTOS, TIPOS_REGRA, erroDoValor } from './regra';

/** The motivo fits in 300 characters (gestor_preco_aplicar checks the same). */
export const MOTIVO_MAX = 300;

/**
 * The rule form (issue 27): the rule, its value (checked as the database checks it, with its words), the
 * rounding and the motivo the batch keeps. "Aplicar" submits it; the preview follows the rule as typed.
 */
export const regraSchema = Yup.object({
  tipo: Yup.string()
    .oneOf(TIPOS_REGRA.map((t) => t.value), REGRA_CHECKS.tipo)
    .required(REGRA_CHECKS.tipo),
  valor: Yup.string()
    .required(REGRA_CHECKS.valor)
    .test('valor-da-regra', REGRA_CHECKS.valor, function (valor) {
      const erro = erroDoValor(String(this.parent.tipo ?? ''), valor ?? '');
      return erro === null || this.createError({ message: erro });
    }),
  arredondamento: Yup.string()
    .oneOf(ARREDONDAMENTOS.map((a) => a.value), REGRA_CHECKS.arredondamento)
    .required(REGRA_CHECKS.arredondamento),
  motivo: Yup.string().trim().required(REGRA_CHECKS.motivo).max(MOTIVO_MAX, REGRA_CHECKS.motivoLongo),
});

export type RegraValues = FormDefaults<Yup.InferType<typeof regraSchema>>;

export const REGRA_INICIAL: RegraValues = { tipo: 'percentual', valor: '', arredondamento: 'nenhum', motivo: '' };
