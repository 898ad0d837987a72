import { Yup, date, money } from '@loja/shared-ui';
import { FINANCEIRO_MESSAGES as M } from './messages';

/** Today in the shop's time zone (America/Sao_Paulo), yyyy-MM-dd: the database's _hoje_loja(). */
export const hojeNaLoja = (agora = new Date()): string => agora.toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

/** Nova conta: every message Portuguese; the database checks the same again (criar_titulo). */
export const novaContaSchema = Yup.object({
  descricao: Yup.string().trim().required(M.descricaoObrigatoria).max(200, 'A descrição aceita no máximo 200 caracteres.'),
  valor: money().required(M.valorObrigatorio).moreThan(0, M.valorPositivo),
  categoriaId: Yup.string().required(M.categoriaObrigatoria),
  vencimento: date()
    .required(M.vencimentoObrigatorio)
    .test('depois-da-emissao', M.vencimentoAntes, function (vencimento) {
      const emissao = (this.parent as { emissao?: string }).emissao;
      return !vencimento || !emissao || vencimento >= emissao;
    }),
  emissao: date(),
  competencia: date(),
  pessoaId: Yup.number().nullable().defined(),
  documento: Yup.string().trim().max(60, 'O documento aceita no máximo 60 caracteres.'),
  formaPagamentoId: Yup.string(),
  contaFinanceiraId: Yup.string(),
  observacoes: Yup.string().trim().max(1000, 'As observações aceitam no máximo 1000 caracteres.'),
  repetir: Yup.boolean().required(),
  repeticoes: Yup.number()
    .typeError(M.repeticoesInvalidas)
    .when('repetir', { is: true, then: (s) => s.required(M.repeticoesInvalidas).integer(M.repeticoesInvalidas).min(2, M.repeticoesInvalidas).max(60, M.repeticoesInvalidas) }),
  diaVencimento: Yup.number()
    .typeError(M.diaInvalido)
    .when('repetir', { is: true, then: (s) => s.required(M.diaInvalido).integer(M.diaInvalido).min(1, M.diaInvalido).max(31, M.diaInvalido) }),
});

export type NovaContaValues = Yup.InferType<typeof novaContaSchema>;

/** What the form holds while the person types: a number field still empty is '' (the schema refuses it on submit). */
export type NovaContaForm = Omit<NovaContaValues, 'valor' | 'diaVencimento'> & { valor: number | ''; diaVencimento: number | '' };

/** Baixa: the part of the saldo settled, the extras, the conta. `saldo` in reais (the título's). */
export function baixaSchema(saldo: number, saldoTexto: string) {
  return Yup.object({
    valor: money().required(M.valorObrigatorio).moreThan(0, M.valorPositivo).max(saldo, M.valorAcimaSaldo(saldoTexto)),
    data: date({ max: hojeNaLoja, maxMessage: 'A data da baixa não pode ser no futuro.' }).required(M.dataObrigatoria),
    contaFinanceiraId: Yup.string().required(M.contaObrigatoria),
    juros: money(),
    multa: money(),
    desconto: money().test('ate-o-valor', M.descontoAcima, function (desconto) {
      const valor = (this.parent as { valor?: number }).valor;
      return desconto === undefined || valor === undefined || desconto <= valor;
    }),
    tarifa: money(),
    observacoes: Yup.string().trim().max(500, 'As observações aceitam no máximo 500 caracteres.'),
  });
}

export const motivoSchema = Yup.object({
  motivo: Yup.string().trim().required(M.motivoObrigatorio).max(500, 'O motivo aceita no máximo 500 caracteres.'),
});
