import { Yup, money } from '@loja/shared-ui';
import { CAIXA_MESSAGES } from './messages';

export const aberturaSchema = Yup.object({
  valor: money().required(CAIXA_MESSAGES.valorObrigatorio),
});

export const movimentoSchema = Yup.object({
  valor: money().required(CAIXA_MESSAGES.valorObrigatorio).moreThan(0, CAIXA_MESSAGES.valorPositivo),
  motivo: Yup.string().trim().required(CAIXA_MESSAGES.motivoObrigatorio).max(300, 'O motivo aceita no máximo 300 caracteres.'),
});

export const fechamentoSchema = Yup.object({
  contado: money().required(CAIXA_MESSAGES.contadoObrigatorio),
});
