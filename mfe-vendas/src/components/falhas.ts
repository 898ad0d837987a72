import type { ApiError } from '@loja/shared-ui/platform';

/**
 * The sale functions refuse in the shop's words (raise ... using errcode P0001, 22023 or 42501, with a
 * hint naming the field). Anything else (the network, PostgREST's own English errors) is not shown as
 * is: the caller shows its own Portuguese text.
 */
const RECUSAS = new Set(['P0001', '22023', '42501']);

export function comoApiError(thrown: unknown): Partial<ApiError> {
  return typeof thrown === 'object' && thrown !== null ? (thrown as Partial<ApiError>) : {};
}

/** The database's Portuguese reason for a refusal, or undefined for any other failure. */
export function motivoDaRecusa(thrown: unknown): string | undefined {
  const { code, message } = comoApiError(thrown);
  if (!code || !message || !RECUSAS.has(code)) return undefined;
  // PostgREST's own "permission denied for function …" shares 42501 and is English.
  return /^permission denied/i.test(message) ? undefined : message;
}

/** The toast of a failed write: `titulo` over the database's reason when it gave one. */
export function toastDaFalha(thrown: unknown, titulo: string): { title: string; description: string } {
  const motivo = motivoDaRecusa(thrown);
  return motivo ? { title: titulo, description: motivo } : { title: 'Erro', description: `${titulo} Verifique a conexão e tente de novo.` };
}
