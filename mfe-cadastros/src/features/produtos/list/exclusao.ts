import type { ApiError } from '@loja/shared-ui/platform';
import { PRODUTO_MESSAGES } from '../messages';

/**
 * The error toast of a failed delete (spec 001 §8): the database's refusal of a product with stock
 * movements or sales (excluir_produto, hint 'Não é possível excluir') under its own title with the
 * spec's text; anything else the generic failure.
 */
export function falhaDaExclusao(error: unknown): { title: string; description: string } {
  const { hint } = (typeof error === 'object' && error !== null ? error : {}) as Partial<ApiError>;
  if (hint === PRODUTO_MESSAGES.deleteRefusedTitle) {
    return { title: PRODUTO_MESSAGES.deleteRefusedTitle, description: PRODUTO_MESSAGES.deleteRefused };
  }
  return { title: 'Erro', description: PRODUTO_MESSAGES.deleteFailed };
}
