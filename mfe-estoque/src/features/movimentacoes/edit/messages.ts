/**
 * The edit page's own texts, beyond messages.ts (the lead's, spec 001 §8): the spec gives the title,
 * the buttons, the not-found text and the toasts; these name what it leaves unsaid.
 */
export const EDIT_PAGE_MESSAGES = {
  title: 'Editar Movimentação',
  /** The read-only section (product, grade, date, motivo, responsible), so "Produto" is said once. */
  registroTitle: 'Registro',
  /** A load failure other than "not found" (the network, the server): the page offers to retry. */
  loadFailed: 'Não foi possível carregar a movimentação',
  loadFailedHint: 'Verifique sua conexão e tente de novo.',
  notFoundHint: 'Ela pode ter sido excluída. Volte para a lista de movimentações.',
  backToList: 'Voltar para a lista',
  loading: 'Carregando movimentação',
  readOnly: 'Seu acesso é somente leitura: você pode ver a movimentação, mas não alterá-la.',
  tipoObrigatorio: 'Selecione o tipo de movimentação',
} as const;
