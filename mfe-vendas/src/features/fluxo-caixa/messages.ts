/** /financeiro/fluxo-de-caixa (issue 26). */
export const FLUXO_MESSAGES = {
  title: 'Fluxo de Caixa',
  description: 'Entradas e saídas realizadas e previstas, e o saldo de cada conta',
  agrupar: 'Agrupar',
  porMes: 'Por mês',
  porDia: 'Por dia',
  de: 'De',
  ate: 'Até',
  periodo: 'Período',
  carregando: 'Carregando o fluxo de caixa...',
  erro: 'Não foi possível carregar o fluxo de caixa.',
  saldoInicial: 'Saldo inicial',
  entradas: 'Entradas',
  saidas: 'Saídas',
  entradasPrevistas: 'Entradas previstas',
  saidasPrevistas: 'Saídas previstas',
  saldo: 'Saldo',
  saldoFinal: 'Saldo final',
  saldoPrevisto: 'Saldo previsto',
  realizado: 'Realizado no período',
  previsto: 'Previsto no período',
  conta: 'Conta',
  contas: 'Saldo por conta',
  graficoMovimento: 'Entradas e saídas',
  graficoSaldos: 'Saldo por conta',
  tabela: 'Movimento por período',
  verTabela: 'Ver dados em tabela',
  semMovimento: 'Nenhuma entrada ou saída no período.',
  /** Under the planned figures: what is overdue is not in them. */
  vencidos: (receber: string, pagar: string) => `Vencidos em aberto (fora do previsto): ${receber} a receber e ${pagar} a pagar.`,
  /** Sangrias and suprimentos move cash between the drawer and the safe: inside the shop's money. */
  internos: (sangrias: string, suprimentos: string) =>
    `Sangrias (${sangrias}) e suprimentos (${suprimentos}) do período são transferências dentro do caixa da loja e não mudam os saldos.`,
  explicacao:
    'Realizado: baixas de contas recebidas e pagas, na data da baixa (vendas em dinheiro, Pix e débito entram no dia). Previsto: saldo das contas em aberto, no vencimento, de hoje em diante.',
  periodoInvalido: 'A data inicial é depois da final.',
  // Relatórios → Financeiro → Fluxo de caixa (issue 28).
  relatorio: (agrupar: 'dia' | 'mes') => (agrupar === 'dia' ? 'Fluxo de caixa por dia' : 'Fluxo de caixa por mês'),
  relatorioDescricao: 'Fluxo de caixa: entradas e saídas realizadas e previstas e o saldo de cada conta, para imprimir e exportar.',
  /** The totals row: the period's money in and out, and the balances at its end. */
  totalPeriodo: 'Total (saldos no fim)',
} as const;
