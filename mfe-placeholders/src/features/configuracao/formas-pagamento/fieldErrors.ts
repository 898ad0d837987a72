import { constraintErrors } from '@loja/shared-ui';
import { FORMA_PAGAMENTO_VALIDATION as V } from './messages';
import type { FormaPagamentoValues } from './schema';

/**
 * The database's refusals of a payment form, under the fields they concern (the toast says the save
 * failed). PostgreSQL names a column's check `<table>_<column>_check`, a unique column `<table>_<column>_key`
 * (migration 20261128000400); the form's schema checks the same, so these come only from a form
 * edited elsewhere meanwhile or a client that skipped the schema.
 */
export const formaPagamentoFieldErrors = constraintErrors<Partial<Record<keyof FormaPagamentoValues, string>>>({
  formas_pagamento_nome_key: { nome: V.nomeDuplicado },
  // `maximo_parcelas ... check (maximo_parcelas between 1 and 24 and (tipo = 'credito' or maximo_parcelas = 1))`
  // names a second column, so PostgreSQL names it as a table's check
  formas_pagamento_check: { maximo_parcelas: V.parcelasSoCredito },
  formas_pagamento_taxa_percentual_check: { taxa_percentual: V.taxaPercentual },
  formas_pagamento_prazo_dias_check: { prazo_dias: V.prazo },
});
