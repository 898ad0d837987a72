export { MovimentacaoEditForm } from './MovimentacaoEditForm';
export type { MovimentacaoEditFormProps } from './MovimentacaoEditForm';
export { EditSkeleton } from './EditSkeleton';
export { EDIT_PAGE_MESSAGES } from './messages';
export { OBSERVACOES_MAX, editMovimentacaoSchema, toAlteracao, toEditValues } from './schema';
export type { EditMovimentacaoValues } from './schema';
