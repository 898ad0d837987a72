import { Yup, campoAtivo, emptyValues, money } from '@loja/shared-ui';
import { duasCasas, numero } from '../campos';
import { FORMA_PAGAMENTO_VALIDATION as V, TIPO_FORMA_PAGAMENTO_LABELS } from './messages';

export type TipoFormaPagamento = keyof typeof TIPO_FORMA_PAGAMENTO_LABELS;
export const TIPOS_FORMA_PAGAMENTO = Object.keys(TIPO_FORMA_PAGAMENTO_LABELS) as TipoFormaPagamento[];

/** The tipo's label ('Cartão de crédito'); an unknown tipo shows as the database spells it. */
export const tipoFormaPagamentoLabel = (tipo: string): string =>
  (TIPO_FORMA_PAGAMENTO_LABELS as Record<string, string>)[tipo] ?? tipo;

/** Mirrors the checks of table formas_pagamento (migration 20261128000400), so the database never refuses a valid form. */
export const formaPagamentoSchema = Yup.object({
  nome: Yup.string().trim().required(V.nomeRequired).max(60, V.nomeMax),
  // a string as the row's column is (the check below is the database's list)
  tipo: Yup.string()
    .required(V.tipoRequired)
    .test('tipo', V.tipoRequired, (tipo) => (TIPOS_FORMA_PAGAMENTO as readonly string[]).includes(tipo)),
  taxa_percentual: numero(V.taxaPercentual).min(0, V.taxaPercentual).max(100, V.taxaPercentual).test('duas-casas', V.casas, duasCasas),
  // empty means no fixed fee (saved as 0, api.ts)
  taxa_fixa: money(),
  prazo_dias: numero(V.prazo).integer(V.prazo).min(0, V.prazo).max(365, V.prazo),
  maximo_parcelas: numero(V.parcelas)
    .integer(V.parcelas)
    .min(1, V.parcelas)
    .max(24, V.parcelas)
    .when('tipo', ([tipo], schema) => (tipo === 'credito' ? schema : schema.max(1, V.parcelasSoCredito))),
  ...campoAtivo,
});

export type FormaPagamentoValues = Yup.InferType<typeof formaPagamentoSchema>;

/** A new form: active, no fee, paid on the day, one installment. */
export const NOVA_FORMA_PAGAMENTO = emptyValues(formaPagamentoSchema, { taxa_percentual: 0, prazo_dias: 0, maximo_parcelas: 1, ativo: true });
