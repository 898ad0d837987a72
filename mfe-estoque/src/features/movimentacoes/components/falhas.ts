import type { ApiError } from '@loja/shared-ui/platform';

/** The hint the stock functions give a refusal for stock (migration 20261124000100). */
export const HINT_ESTOQUE_INSUFICIENTE = 'estoque_insuficiente';

/** What a failed mutation threw, as an ApiError when it is one. */
export function comoApiError(thrown: unknown): Partial<ApiError> {
  return typeof thrown === 'object' && thrown !== null ? (thrown as Partial<ApiError>) : {};
}

/**
 * The database's own words when it refused for stock ("Estoque insuficiente para Biquíni X (Coral/M):
 * o estoque atual é 2 e ficaria em -3 com esta alteração"); undefined for any other failure.
 */
export function recusaDeEstoque(thrown: unknown): string | undefined {
  const { hint, message } = comoApiError(thrown);
  return hint === HINT_ESTOQUE_INSUFICIENTE && message ? message : undefined;
}

/**
 * The toast of a failed mutation: `titulo` (the spec's failure text) over the database's reason when
 * it refused for stock, so the person knows why; otherwise "Erro" over the spec's text.
 */
export function toastDaFalha(thrown: unknown, titulo: string): { title: string; description: string } {
  const motivo = recusaDeEstoque(thrown);
  return motivo ? { title: titulo, description: motivo } : { title: 'Erro', description: titulo };
}
