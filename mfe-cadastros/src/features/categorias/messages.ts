/**
 * The categorias register's texts (issue 23 §2). Spec 001 §8 gives the inline dialog's two
 * ('Categoria criada com sucesso', 'Não foi possível criar a categoria'); the rest follow the other
 * registers' wording.
 */
export const CATEGORIA_MESSAGES = {
  // The list page's labels (spec 001 §2).
  listTitle: 'Categorias',
  listDescription: 'Categorias dos produtos da loja',
  searchPlaceholder: 'Buscar por nome ou descrição...',
  totalLabel: 'Total de categorias',
  // The form page's labels (spec 001 §2 titles and buttons).
  newTitle: 'Nova Categoria',
  editTitle: 'Editar Categoria',
  newDescription: 'Cadastre uma nova categoria de produtos',
  createLabel: 'Cadastrar categoria',
  loadingLabel: 'Carregando dados da categoria',
  loadList: 'Não foi possível carregar as categorias',
  deleteConfirm: (nome: string) => `Tem certeza que deseja excluir a categoria ${nome}?`,
  deleted: 'Categoria excluída com sucesso',
  deleteFailed: 'Não foi possível excluir a categoria',
  // The database refuses it (constraint produtos_categoria_em_uso, migration 20261127000200).
  inUse: 'Não é possível excluir esta categoria: há produtos nela. Mude a categoria desses produtos e tente de novo.',
  created: 'Categoria criada com sucesso',
  createFailed: 'Não foi possível criar a categoria',
  loadOne: 'Não foi possível carregar os dados da categoria',
  updated: 'Categoria atualizada com sucesso',
  updateFailed: 'Não foi possível atualizar a categoria',
  empty: 'Nenhuma categoria encontrada',
  loading: 'Carregando categorias...',
  readOnly: 'Apenas administradores e funcionários podem cadastrar ou alterar categorias.',
  // The unique index categorias_nome_unico (lower(nome)).
  duplicateNome: 'Já existe uma categoria com este nome',
  nomeRequired: 'Nome é obrigatório',
} as const;
