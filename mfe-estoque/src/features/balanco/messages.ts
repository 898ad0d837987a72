/**
 * The texts of the stock count (issue 27, "Balanço"). Spec 001 leaves /estoque/balanco a placeholder,
 * so the words follow the rest of the back-office ("Nenhum … encontrado", "Carregando …", toasts with
 * "Sucesso" / "Erro" over the reason). The database's refusals are shown as they come (Portuguese).
 */
export const BALANCO_MESSAGES = {
  title: 'Balanço',
  description: 'Contagem de inventário por código de barras, com várias pessoas ao mesmo tempo',
  novo: 'Novo Balanço',
  novoDescricao: 'Escolha o que será contado. Depois leia os códigos pelo celular ou pelo leitor USB.',
  loading: 'Carregando balanços...',
  empty: 'Nenhum balanço encontrado',
  emptyDescription: 'Abra um balanço para contar o estoque.',
  loadList: 'Não foi possível carregar os balanços',
  loadOne: 'Não foi possível carregar o balanço',
  total: 'Total de balanços',
  voltar: 'Voltar aos balanços',
  notFound: 'Balanço não encontrado',
  notFoundDescription: 'O balanço pode ter sido excluído ou o endereço está incorreto.',
  aberto: (codigo: string) => `Balanço ${codigo} aberto`,
  abrirFalhou: 'Não foi possível abrir o balanço',
  leitor: 'Código de barras',
  leitorDica: 'Leia com o leitor ou a câmera do teclado, ou digite e tecle Enter.',
  quantidade: 'Quantidade',
  contar: 'Contar',
  contado: (nome: string, n: number) => `${nome}: ${n} contado${n === 1 ? '' : 's'}`,
  repetida: (nome: string, n: number) => `Leitura repetida. ${nome}: agora ${n}`,
  contagemFalhou: 'Leitura não registrada',
  ultimas: 'Últimas leituras desta tela',
  corrigir: 'Corrigir',
  corrigida: 'Contagem corrigida',
  remover: 'Remover',
  removida: 'Linha removida: o item volta para "não contados"',
  removerPergunta: (nome: string) => `Remover a contagem de ${nome}? O item volta para "não contados".`,
  zerar: 'Contar os não contados como zero',
  zerarPergunta: (n: number) =>
    `${n} ${n === 1 ? 'item não contado será registrado' : 'itens não contados serão registrados'} com quantidade 0 e, ao aplicar, o estoque deles ficará em 0.`,
  zerados: (n: number) => `${n} ${n === 1 ? 'item registrado' : 'itens registrados'} com quantidade 0`,
  contarZero: 'Contar como zero',
  aplicar: 'Aplicar',
  aplicarPergunta: (com: number) =>
    `${com} ${com === 1 ? 'diferença vira' : 'diferenças viram'} movimentação de Inventário e o estoque fica igual ao contado. O balanço será fechado.`,
  aplicarMudou: (n: number) =>
    `O estoque de ${n} ${n === 1 ? 'item mudou' : 'itens mudou'} depois da contagem (vendas ou movimentações). Aplicar assim mesmo deixa o estoque igual ao contado.`,
  aplicarAssimMesmo: 'Aplicar assim mesmo',
  aplicado: 'Balanço aplicado: o estoque agora é o contado',
  cancelar: 'Cancelar balanço',
  cancelarPergunta: 'O balanço será fechado sem mudar o estoque. As contagens ficam guardadas.',
  cancelado: 'Balanço cancelado',
  imprimir: 'Imprimir',
  falha: 'Erro',
} as const;

export const STATUS_LABELS: Record<string, string> = { aberto: 'Aberto', aplicado: 'Aplicado', cancelado: 'Cancelado' };
export const ESCOPO_LABELS: Record<string, string> = { todos: 'Todos os produtos', categoria: 'Categoria', produtos: 'Produtos escolhidos' };

/** The hint aplicar_balanco gives when a counted item's stock moved after the count (migration 20261130002000). */
export const HINT_ESTOQUE_MUDOU = 'estoque_mudou';
