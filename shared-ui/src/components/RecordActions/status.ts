/** The status filter of the registers' lists (spec 001 §2), apart from its components so the platform's list builder can read it. */
export const STATUS_FILTERS = ['todos', 'ativo', 'inativo'] as const;
export type StatusFilterValue = (typeof STATUS_FILTERS)[number];

/** The `ativo` filter a status choice means: undefined for "todos". */
export function statusToAtivo(status: StatusFilterValue): boolean | undefined {
  return status === 'todos' ? undefined : status === 'ativo';
}
