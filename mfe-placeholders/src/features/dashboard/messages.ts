/**
 * The dashboard's texts. Spec 001 §1 names its figures (total customers, products in stock, monthly
 * sales, total revenue, recent sales, alerts); the labels are the ones the early screen used.
 */
export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  description: 'Visão geral da loja',
  loadError: 'Não foi possível carregar os números do dashboard',
  indisponivel: 'Indisponível',
  clientes: 'Total de Clientes',
  produtosEmEstoque: 'Produtos em Estoque',
  vendasDoMes: 'Vendas do Mês',
  faturamento: 'Faturamento Total',
  faturamentoDetalhe: 'Das vendas finalizadas',
  vendasRecentes: 'Vendas Recentes',
  alertas: 'Alertas de estoque',
  alertasVazio: 'Nenhum produto com estoque baixo.',
  alertasCarregando: 'Carregando alertas...',
  verTodos: 'Ver todos',
  estoquePorCategoria: 'Estoque por categoria',
  estoqueBaixo: 'Produtos com estoque baixo',
  verTabela: 'Ver dados em tabela',
  graficoCarregando: 'Carregando gráfico...',
} as const;
