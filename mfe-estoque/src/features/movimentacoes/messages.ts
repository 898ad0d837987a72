/** The toasts and texts of spec 001 §5 and §8 (stock movements), word for word, and the module's own. */
export const MOVIMENTACAO_MESSAGES = {
  title: 'Movimentação de Estoque',
  loading: 'Carregando movimentações...',
  empty: 'Nenhuma movimentação encontrada',
  loadList: 'Não foi possível carregar as movimentações',
  created: 'Movimentação registrada com sucesso!',
  createFailed: 'Erro ao registrar movimentação. Tente novamente.',
  updated: 'Movimentação atualizada com sucesso!',
  updateFailed: 'Erro ao atualizar movimentação.',
  deleteConfirm: 'Tem certeza que deseja excluir esta movimentação?',
  // Beyond the spec (which only logs a failed delete): the database can refuse a delete that would
  // leave the stock below 0, and the person must know the movement is still there.
  deleted: 'Movimentação excluída com sucesso',
  deleteFailed: 'Não foi possível excluir a movimentação',
  notFound: 'Movimentação não encontrada',
  saving: 'Salvando...',
  submit: 'Salvar e Confirmar',
  saveChanges: 'Salvar Alterações',
} as const;

/** Spec 001 §5: the submit checks of a new movement, in this order, each an error toast titled "Erro". */
export const MOVIMENTACAO_CHECKS = {
  errorTitle: 'Erro',
  tipo: 'Selecione o tipo de movimentação',
  responsavel: 'Selecione o responsável pela movimentação',
  linhas: 'Adicione pelo menos um produto à movimentação',
  data: 'Informe a data da movimentação',
  // Beyond the spec: the database refuses a date in the future, so the form says it first.
  dataFutura: 'A data da movimentação não pode ser no futuro',
} as const;

/** Spec 001 §5 (picker). */
export const PICKER_MESSAGES = {
  duplicate: 'Este produto/grade já foi adicionado',
  semGrade: 'Sem grade específica',
  indisponivel: (estoque: number) => `Quantidade indisponível em estoque. Estoque atual: ${estoque}`,
  quantidadeInteira: 'A quantidade deve ser um número inteiro maior que zero',
  precoInvalido: 'O preço unitário deve ser maior ou igual a zero',
} as const;

/** Spec 001 §5 (edit movement): quantity and unit price required. */
export const EDIT_MESSAGES = {
  quantidadeObrigatoria: 'Quantidade é obrigatória',
  quantidadeInteira: 'A quantidade deve ser um número inteiro maior que zero',
  precoObrigatorio: 'Preço unitário é obrigatório',
  precoInvalido: 'O preço unitário deve ser maior ou igual a zero',
} as const;

/** Spec 001 §9: the reasons, in the spec's order, and the types. */
export const MOTIVOS = [
  'Compra',
  'Venda',
  'Devolução',
  'Ajuste de estoque',
  'Consumo interno',
  'Perda',
  'Troca',
  'Transferência',
  'Inventário',
  'Avaria',
  'Vencimento',
  'Outros',
] as const;
export type Motivo = (typeof MOTIVOS)[number];

export const TIPOS = [
  { value: 'entrada', label: 'Entrada' },
  { value: 'saida', label: 'Saída' },
] as const;
