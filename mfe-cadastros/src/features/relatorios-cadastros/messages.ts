/**
 * The texts of the register reports (issue 28). The titles of Clientes and Fornecedores are the Relatórios hub's
 * cards (mfe-placeholders, spec 001 §2), so the card and the page it opens say the same.
 */
export const RELATORIO_CLIENTES_MESSAGES = {
  title: 'Relatório de Clientes',
  description: 'Quem mais comprou no período, ticket médio e última compra',
  /** The export's file title and the PDF's heading. */
  exportTitle: 'Clientes que mais compraram',
  chartTitle: 'Os 10 clientes que mais compraram',
  resumoClientes: 'Clientes que compraram',
  resumoFaturamento: 'Faturamento dos clientes',
  resumoTicket: 'Ticket médio dos clientes',
  resumoConsumidorFinal: 'Consumidor final (sem cliente)',
  /** The line of the consumidor final in the table's foot and in the export, apart from the ranking. */
  consumidorFinal: 'Consumidor final (vendas sem cliente)',
  totalClientes: 'Total dos clientes identificados',
  nota: 'Faturamento das vendas confirmadas no período, já com os descontos. A última compra é a mais recente do cliente, de qualquer data. As vendas sem cliente (consumidor final) ficam fora do ranking e dos totais dos clientes.',
  loadFailed: 'Não foi possível carregar o relatório de clientes.',
} as const;

export const RELATORIO_ANIVERSARIANTES_MESSAGES = {
  title: 'Aniversariantes',
  description: 'Clientes que fazem aniversário no mês, com a idade que completam e a última compra',
  exportTitle: 'Aniversariantes',
  mes: 'Mês',
  resumoClientes: 'Aniversariantes no mês',
  whatsapp: 'WhatsApp',
  parabens: 'Mandar parabéns pelo WhatsApp',
  loadFailed: 'Não foi possível carregar os aniversariantes.',
  vazio: 'Nenhum cliente faz aniversário neste mês.',
} as const;

export const RELATORIO_FORNECEDORES_MESSAGES = {
  title: 'Relatório de Fornecedores',
  description: 'Compras por fornecedor no período: pedido, recebido e o que ainda falta chegar',
  exportTitle: 'Compras por fornecedor',
  chartTitle: 'Pedido e recebido por fornecedor (os 10 maiores)',
  ordemFornecimento: 'Ver a ordem de fornecimento',
  /** Why "a receber" ignores the period: it is what the open orders still owe now. */
  notaAberto: 'Pedido e recebido contam no período escolhido; "a receber" é o que os pedidos em aberto ainda devem hoje.',
  resumoPedido: 'Pedido no período',
  resumoRecebido: 'Recebido no período',
  resumoAberto: 'A receber (pedidos em aberto)',
  resumoFornecedores: 'Fornecedores',
  total: 'Total',
  loadFailed: 'Não foi possível carregar o relatório de fornecedores.',
} as const;

/** January … December, as the month select and the export title show them. */
export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
