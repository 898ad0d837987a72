import { constraintErrors } from '@loja/shared-ui';
import { FUNCIONARIO_MESSAGES } from './messages';

/** Errors the database gives for a CPF (migration 20261123000100), shown under the field. */
export const cpfErrors = constraintErrors({
  funcionarios_cpf_unico: { cpf: FUNCIONARIO_MESSAGES.duplicateCpf },
  funcionarios_cpf_valido: { cpf: FUNCIONARIO_MESSAGES.invalidCpf },
});
