/** The toasts and texts of spec 001 §8 (Suppliers), word for word, and the form's own messages (§5). */
export const FORNECEDOR_MESSAGES = {
  // The list page's labels (spec 001 §2).
  listTitle: 'Fornecedores',
  listDescription: 'Fornecedores de tecidos, acessórios e mercadorias',
  searchPlaceholder: 'Buscar por nome, CNPJ, telefone ou email...',
  totalLabel: 'Total de fornecedores',
  // The form page's labels (spec 001 §2 titles and buttons).
  newTitle: 'Novo Fornecedor',
  editTitle: 'Editar Fornecedor',
  newDescription: 'Cadastre um novo fornecedor',
  createLabel: 'Cadastrar fornecedor',
  loadingLabel: 'Carregando dados do fornecedor',
  loadList: 'Não foi possível carregar os fornecedores',
  deleteConfirm: 'Tem certeza que deseja excluir este fornecedor?',
  deleted: 'Fornecedor excluído com sucesso',
  deleteFailed: 'Não foi possível excluir o fornecedor',
  created: 'Fornecedor cadastrado com sucesso',
  createFailed: 'Não foi possível cadastrar o fornecedor',
  loadOne: 'Não foi possível carregar os dados do fornecedor',
  updated: 'Fornecedor atualizado com sucesso',
  updateFailed: 'Não foi possível atualizar o fornecedor',
  empty: 'Nenhum fornecedor encontrado',
  loading: 'Carregando fornecedores...',
  // Issue 23 §6: a read-only login opening the form by its address.
  readOnly: 'Apenas administradores e funcionários podem cadastrar ou alterar fornecedores.',
  // Beyond the spec: what the database refuses (migration 20261123000100).
  duplicateCnpj: 'Já existe um fornecedor com este CNPJ',
  invalidCnpj: 'CNPJ inválido',
} as const;

export const FORNECEDOR_REQUIRED = {
  nome: 'Nome é obrigatório',
  cnpj: 'CNPJ é obrigatório',
  telefone: 'Telefone é obrigatório',
  email: 'Email é obrigatório',
} as const;
