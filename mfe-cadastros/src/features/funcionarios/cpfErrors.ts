import { constraintName } from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { FUNCIONARIO_MESSAGES } from './messages';

/** Errors the database gives for a CPF (migration 20261123000100), shown under the field. */
export function cpfErrors(error: ApiError) {
  const constraint = constraintName(error);
  if (constraint === 'funcionarios_cpf_unico') return { cpf: FUNCIONARIO_MESSAGES.duplicateCpf };
  if (constraint === 'funcionarios_cpf_valido') return { cpf: FUNCIONARIO_MESSAGES.invalidCpf };
  return undefined;
}
