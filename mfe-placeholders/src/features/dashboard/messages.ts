/**
 * The dashboard's texts. Spec 001 §1 names its figures (total customers, products in stock, monthly
 * sales, total revenue, recent sales, alerts); the labels are the ones the early screen used. The
 * sales figures are real since issue 24 (dashboard_vendas), so revenue is the month's, as its card says.
 */
export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  description: 'Visão geral da loja',
  loadError: 'Não foi possível carregar os números do dashboard',
  indisponivel: 'Indisponível',
  clientes: 'Total de Clientes',
  produtosEmEstoque: 'Produtos em Estoque',
  vendasDoMes: 'Vendas do Mês',
  /** Under the month's count: "Confirmadas em novembro". */
  vendasDoMesDetalhe: (mes: string) => `Confirmadas em ${mes}`,
  faturamento: 'Faturamento do Mês',
  faturamentoDetalhe: 'Das vendas confirmadas',
  ticketMedio: 'Ticket Médio',
  ticketMedioDetalhe: 'Faturamento por venda no mês',
  vendasRecentes: 'Vendas Recentes',
  vendasRecentesVazio: 'Nenhuma venda ainda.',
  vendasLoadError: 'Não foi possível carregar as vendas',
  vendasPorDia: 'Vendas nos últimos 30 dias',
  alertas: 'Alertas de estoque',
  alertasVazio: 'Nenhum produto com estoque baixo.',
  alertasCarregando: 'Carregando alertas...',
  verTodos: 'Ver todos',
  estoquePorCategoria: 'Estoque por categoria',
  estoqueBaixo: 'Produtos com estoque baixo',
  verTabela: 'Ver dados em tabela',
  /** The finance cards (issue 26): open títulos due today, and overdue, in São Paulo's today. */
  aReceberHoje: 'A receber hoje',
  aPagarHoje: 'A pagar hoje',
  vencidas: 'Vencidas',
  contasHoje: (contas: string) => `${contas} com vencimento hoje`,
  vencidasDetalhe: (receber: string, pagar: string) => `${receber} a receber · ${pagar} a pagar`,
  graficoCarregando: 'Carregando gráfico...',
} as const;
