/** The sale editor's texts: product lookup, lines, discounts (counter sale and order editing). */
export const CARRINHO_MESSAGES = {
  busca: 'Código de barras ou produto',
  buscaDica: 'Leia o código de barras ou digite o nome e tecle Enter.',
  buscar: 'Buscar',
  nenhum: (texto: string) => `Nenhum produto encontrado para “${texto}”.`,
  buscaFalhou: 'Não foi possível buscar os produtos.',
  esgotado: 'Esgotado',
  disponiveis: (n: number) => (n === 1 ? '1 disponível' : `${n} disponíveis`),
  adicionarGrade: (cor: string, tamanho: string, disponivel: number) => `Adicionar ${cor} ${tamanho} (${disponivel === 1 ? '1 disponível' : `${disponivel} disponíveis`})`,
  adicionar: 'Adicionar',
  vazio: 'Nenhum produto na venda ainda.',
  quantidade: (descricao: string) => `Quantidade de ${descricao}`,
  descontoLinha: (descricao: string) => `Desconto em ${descricao}`,
  remover: (descricao: string) => `Remover ${descricao}`,
  descontoVenda: 'Desconto na venda',
} as const;
