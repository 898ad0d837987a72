/** Relatórios de trocas e do financeiro (issue 28): every text these screens show, in Portuguese. */
export const TROCAS_MESSAGES = {
  title: 'Trocas',
  description: 'Itens devolvidos nas trocas do período: por motivo, por tamanho e por produto (onde a grade erra).',
  agrupar: 'Ver por',
  agrupamentos: {
    motivo_tamanho: 'Motivo × tamanho',
    motivo: 'Motivo',
    tamanho: 'Tamanho',
    produto: 'Produto',
  },
  titulos: {
    motivo_tamanho: 'Trocas por motivo e tamanho',
    motivo: 'Trocas por motivo',
    tamanho: 'Trocas por tamanho',
    produto: 'Trocas por produto',
  },
  motivo: 'Motivo',
  tamanho: 'Tamanho',
  produto: 'Produto',
  trocas: 'Trocas',
  unidades: 'Unidades devolvidas',
  valor: 'Valor devolvido (R$)',
  /** The summary's figures. */
  valorDevolvido: 'Valor devolvido',
  itensNovos: 'Itens novos',
  vendidas: 'Vendidas no período',
  percentual: 'Devolvido (%)',
  total: 'Total',
  /** A matrix cell's column: the units of one size. */
  colunaTamanho: (tamanho: string) => `${tamanho}`,
  /** A product's units per motivo. */
  colunaMotivo: (motivo: string) => `${motivo} (un.)`,
  grafico: 'Unidades devolvidas',
  graficoMatriz: 'Unidades devolvidas por tamanho e motivo',
} as const;

export const FINANCEIRO_MESSAGES = {
  title: 'Financeiro',
  description: 'Títulos a receber e a pagar por situação e por vencimento, para imprimir e exportar.',
  relatorio: 'Relatório',
  relatorios: {
    titulos: 'Títulos',
    fluxo: 'Fluxo de caixa',
    dre: 'DRE',
  },
  lado: 'Lado',
  lados: {
    ambos: 'A receber e a pagar',
    receber: 'A receber',
    pagar: 'A pagar',
  },
  agrupar: 'Ver por',
  agrupamentos: {
    situacao: 'Situação',
    dia: 'Dia de vencimento',
    titulo: 'Título',
  },
  tituloRelatorio: {
    situacao: 'Títulos por situação',
    dia: 'Títulos por dia de vencimento',
    titulo: 'Títulos do período',
  },
  situacao: 'Situação',
  situacoes: {
    aberto: 'Em aberto',
    parcial: 'Parcial',
    vencido: 'Vencido',
    pago: 'Pago',
    cancelado: 'Cancelado',
  } as Record<string, string>,
  vencimento: 'Vencimento',
  descricao: 'Descrição',
  pessoa: 'Cliente / fornecedor',
  quantidade: 'Títulos',
  valor: 'Valor (R$)',
  pago: 'Pago (R$)',
  saldo: 'Saldo (R$)',
  total: 'Total',
  /** The totals leave the cancelled títulos out (they have their own row by situação). */
  totalSemCancelados: 'Total (sem cancelados)',
  resumo: {
    receber: 'A receber no período',
    receberVencido: 'A receber vencido',
    pagar: 'A pagar no período',
    pagarVencido: 'A pagar vencido',
  },
  grafico: 'Saldo por situação',
  graficoDia: 'Valor por dia de vencimento',
} as const;
