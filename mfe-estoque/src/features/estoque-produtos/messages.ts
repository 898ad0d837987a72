/**
 * The texts of the stock overview and of a product's kardex. Spec 001 leaves these screens unshown
 * (issue 12 names them), so the words follow the rest of the back-office: "Nenhum produto
 * encontrado", "Carregando produtos...", a load failure as a toast.
 */
export const ESTOQUE_PRODUTOS_MESSAGES = {
  title: 'Estoque de Produtos',
  description: 'Estoque de cada produto ativo, por grade, com o mínimo e o histórico',
  searchPlaceholder: 'Buscar por nome ou referência...',
  loading: 'Carregando produtos...',
  empty: 'Nenhum produto encontrado',
  emptyFiltered: 'Tente outra busca ou outro filtro.',
  loadList: 'Não foi possível carregar o estoque dos produtos',
  total: 'Total de produtos',
  baixo: 'Estoque baixo',
  somenteBaixo: 'Somente estoque baixo',
  semGrade: 'Sem grade',
  historico: 'Histórico',
  novaMovimentacao: 'Nova movimentação',
  editarProduto: 'Editar produto',
} as const;

/** Only the latest movements of a product are read (see getKardex); the page says when older ones are left out. */
export const KARDEX_LIMITE = 500;

export const KARDEX_MESSAGES = {
  title: 'Histórico de estoque',
  description: 'Todas as movimentações do produto em ordem de data, com o saldo após cada uma',
  loading: 'Carregando histórico...',
  empty: 'Nenhuma movimentação registrada para este produto',
  loadFailed: 'Não foi possível carregar o histórico do produto',
  notFound: 'Produto não encontrado',
  notFoundDescription: 'O produto pode ter sido excluído ou o endereço está incorreto.',
  voltar: 'Voltar ao estoque',
  tabela: 'Movimentações do produto',
  todasAsGrades: 'Todas as grades',
  estoqueAtual: (n: number) => `Estoque atual: ${n}`,
  estoqueAtualGrade: (grade: string, n: number) => `Estoque atual de ${grade}: ${n}`,
  omitidas: (total: number) =>
    `Este produto tem ${total} movimentações: aqui estão as ${KARDEX_LIMITE} mais recentes; as ${total - KARDEX_LIMITE} mais antigas foram omitidas. O saldo de cada linha considera todas elas.`,
  divergencia: (saldo: number, estoque: number) =>
    `O saldo do histórico (${saldo}) não confere com o estoque atual (${estoque}). O registro das movimentações e o estoque divergem: avise o administrador.`,
} as const;

/** The movement types as the kardex shows them (the same words as the movement screens). */
export const TIPO_LABELS: Record<string, string> = { entrada: 'Entrada', saida: 'Saída' };
