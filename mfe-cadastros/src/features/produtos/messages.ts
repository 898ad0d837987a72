/**
 * The toasts and texts of spec 001 §8 (Products, Grades, Colours, Images) and the rules of §5, word for
 * word. Every tab of the product editor reads its texts here, so one wording serves the list, the
 * form and the tests.
 */
export const PRODUTO_MESSAGES = {
  loadList: 'Não foi possível carregar os produtos',
  loading: 'Carregando produtos...',
  empty: 'Nenhum produto encontrado',
  deleteTitle: 'Tem certeza?',
  deleteConfirm: 'O produto será removido permanentemente. Esta ação não pode ser desfeita.',
  deleted: 'Produto excluído com sucesso',
  deleteRefusedTitle: 'Não é possível excluir',
  deleteRefused: 'Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.',
  deleteFailed: 'Não foi possível excluir o produto. Verifique se não há registros relacionados.',
  created: 'Produto cadastrado com sucesso. Agora você pode adicionar imagens.',
  createFailed: 'Não foi possível cadastrar o produto',
  updated: 'Produto atualizado com sucesso',
  updateFailed: 'Não foi possível atualizar o produto',
  loadOne: 'Não foi possível carregar os dados do produto',
  saveFirst: 'Salve o produto primeiro',
  // A read-only login (user) that opens the form by its address: the stock screens' notice.
  accessRestricted: 'Acesso restrito',
  accessRestrictedNew: 'Apenas administradores e funcionários podem cadastrar produtos.',
  readOnly: 'Seu acesso é somente leitura: você pode ver o produto, mas não alterá-lo.',
  backToList: 'Voltar para a lista',
  // The stock of a product with grades is their sum (spec 001 §4), read-only on Informações.
  stockFromGrades: 'O estoque deste produto é a soma das grades',
} as const;

/** The product's supplier when it was deactivated: its name and why the dropdown does not list it. */
export const fornecedorInativoLabel = (nome: string | undefined) => (nome ? `${nome} (inativo)` : 'Fornecedor inativo');

export const CATEGORIA_MESSAGES = {
  created: 'Categoria criada com sucesso',
  createFailed: 'Não foi possível criar a categoria',
  nomeRequired: 'Nome é obrigatório',
  duplicate: 'Já existe uma categoria com este nome',
} as const;

/** Spec 001 §5 (Product). */
export const PRODUTO_RULES = {
  nomeRequired: 'Nome é obrigatório',
  precoVenda: 'Preço deve ser maior que zero',
  precoMinZero: 'Preço deve ser maior ou igual a zero',
  estoque: 'Estoque deve ser maior ou igual a zero',
} as const;

export const PRECIFICACAO_MESSAGES = {
  missingId: 'ID do produto não encontrado',
  saved: 'Cadastro atualizado com sucesso!',
  saveFailed: 'Erro ao atualizar o cadastro',
} as const;

export const GRADE_MESSAGES = {
  required: 'Cor e tamanho são obrigatórios',
  duplicate: 'Esta combinação de cor e tamanho já existe',
  pickOne: 'Selecione ao menos uma cor e um tamanho',
  allExist: 'Todas as combinações selecionadas já existem',
  created: (n: number) => `${n} ${n === 1 ? 'grade criada' : 'grades criadas'} com sucesso`,
  createFailed: 'Não foi possível criar as grades',
  saveFailed: 'Não foi possível salvar a grade',
  addFailed: 'Não foi possível adicionar a grade',
  removeFailed: 'Não foi possível remover a grade',
  removeAllFailed: 'Não foi possível excluir toda a grade',
  added: 'Grade adicionada com sucesso',
  updated: 'Grade atualizada com sucesso',
  removed: 'Grade removida com sucesso',
  removedAll: 'Toda a grade foi excluída com sucesso',
  sizeExists: 'Este tamanho já existe',
} as const;

export const COR_MESSAGES = {
  exists: 'Esta cor já existe',
  saveFailed: 'Não foi possível salvar a cor',
  removeFailed: 'Não foi possível remover a cor',
  saved: 'Cor salva com sucesso',
  removed: 'Cor removida com sucesso',
  rgbApplied: 'Cor RGB aplicada com sucesso',
  rgbInvalid: 'Formato RGB inválido. Use o formato: 200, 162, 200',
  defaultLocked: 'Não é possível remover cores padrão',
} as const;

export const IMAGEM_MESSAGES = {
  tooLarge: 'O arquivo deve ter no máximo 5MB',
  notImage: 'Por favor, selecione apenas arquivos de imagem',
  saved: 'Imagem salva com sucesso',
  saveFailed: (message: string) => `Não foi possível salvar a imagem: ${message}`,
  removed: 'Imagem removida com sucesso',
  removeFailed: 'Não foi possível remover a imagem',
} as const;
