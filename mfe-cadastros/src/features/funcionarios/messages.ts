/** The toasts and texts of spec 001 §8 (Employees), word for word, and the forms' own messages (§5). */
export const FUNCIONARIO_MESSAGES = {
  // The list page's labels (spec 001 §2).
  listTitle: 'Funcionários',
  listDescription: 'Equipe da loja e seus acessos ao sistema',
  searchPlaceholder: 'Buscar por nome, CPF, telefone ou email...',
  totalLabel: 'Total de funcionários',
  newTitle: 'Novo Funcionário',
  loadList: 'Não foi possível carregar os funcionários',
  deleteConfirm: (nome: string) => `Tem certeza que deseja excluir o funcionário ${nome}?`,
  deleted: 'Funcionário excluído com sucesso',
  deleteFailed: 'Não foi possível excluir o funcionário',
  created: 'Funcionário cadastrado com sucesso',
  createFailed: 'Não foi possível cadastrar o funcionário',
  loadOne: 'Não foi possível carregar os dados do funcionário',
  // Issue 23 §6: anyone but an admin opening the form by its address (spec 001 §4: only an admin manages employees).
  readOnly: 'Apenas administradores podem cadastrar ou alterar funcionários.',
  // Issue 23 §6: a refused save whose errors sit on the tab that is not open.
  tabWithErrors: (aba: string) => `Corrija os campos com erro na aba ${aba}.`,
  updated: 'Funcionário atualizado com sucesso',
  updateFailed: 'Não foi possível atualizar o funcionário',
  missingPhone: 'Funcionário não possui telefone cadastrado',
  empty: 'Nenhum funcionário encontrado',
  loading: 'Carregando funcionários...',
  // Beyond the spec: what the database refuses (migration 20261123000100).
  duplicateCpf: 'Já existe um funcionário com este CPF',
  invalidCpf: 'CPF inválido',
} as const;

export const FUNCIONARIO_REQUIRED = {
  nome: 'Nome é obrigatório',
  cpf: 'CPF é obrigatório',
  telefone: 'Telefone é obrigatório',
  email: 'Email é obrigatório',
  cargo: 'Cargo é obrigatório',
  salario: 'Salário é obrigatório',
  data_admissao: 'Data de admissão é obrigatória',
} as const;

/** The login of an employee (spec 001 §5 "Employee login", §8). */
export const USUARIO_MESSAGES = {
  emailRequired: 'Email é obrigatório para criar usuário',
  senhaRequired: 'Senha é obrigatória para criar usuário',
  senhaMin: 'Senha deve ter pelo menos 6 caracteres',
  // bcrypt reads 72 bytes; the database refuses longer passwords with the same words.
  senhaMax: 'Senha deve ter no máximo 72 caracteres',
  /** Spec 001 §8: "login creation failure 'Erro ao criar usuário: ' plus cause". */
  createFailed: (cause: string) => `Erro ao criar usuário: ${cause}`,
  created: 'Usuário criado com sucesso',
  linked: 'Usuário associado com sucesso',
  linkFailed: (cause: string) => `Erro ao associar usuário: ${cause}`,
} as const;
