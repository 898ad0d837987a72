/** The toasts and texts of spec 001 §8 (Customers), word for word, and the form's own messages (§5). */
export const CLIENTE_MESSAGES = {
  // The list page's labels (spec 001 §2).
  listTitle: 'Clientes',
  listDescription: 'Cadastro de clientes da loja',
  searchPlaceholder: 'Buscar por nome, CPF, telefone ou email...',
  totalLabel: 'Total de clientes',
  // The form page's labels (spec 001 §2 titles and buttons).
  newTitle: 'Novo Cliente',
  editTitle: 'Editar Cliente',
  newDescription: 'Cadastre um novo cliente da loja',
  createLabel: 'Cadastrar cliente',
  loadingLabel: 'Carregando dados do cliente',
  loadList: 'Não foi possível carregar os clientes',
  deleteConfirm: 'Tem certeza que deseja excluir este cliente?',
  deleted: 'Cliente excluído com sucesso',
  deleteFailed: 'Não foi possível excluir o cliente',
  created: 'Cliente cadastrado com sucesso',
  createFailed: 'Não foi possível cadastrar o cliente',
  loadOne: 'Não foi possível carregar os dados do cliente',
  updated: 'Cliente atualizado com sucesso',
  updateFailed: 'Não foi possível atualizar o cliente',
  empty: 'Nenhum cliente encontrado',
  loading: 'Carregando clientes...',
  // Issue 23 §6: a read-only login opening the form by its address.
  readOnly: 'Apenas administradores e funcionários podem cadastrar ou alterar clientes.',
  // Beyond the spec: what the database refuses (migration 20261123000100).
  duplicateCpf: 'Já existe um cliente com este CPF',
  invalidCpf: 'CPF inválido',
} as const;

export const CLIENTE_REQUIRED = {
  nome: 'Nome é obrigatório',
  cpf: 'CPF é obrigatório',
  telefone: 'Telefone é obrigatório',
  email: 'Email é obrigatório',
} as const;
