import type { AgruparVendas } from './api';

/** The Vendas report's texts (issue 28). */
export const RELATORIO_VENDAS = {
  title: 'Vendas',
  description: 'Quantidade, faturamento, ticket médio e desconto das vendas confirmadas, comparados com o período anterior.',
  agrupar: 'Agrupar por',
  agrupamentos: {
    dia: 'Dia',
    semana: 'Semana',
    mes: 'Mês',
    forma_pagamento: 'Forma de pagamento',
    vendedor: 'Vendedor',
    origem: 'Origem',
  } satisfies Record<AgruparVendas, string>,
  /** The export's title and the table's name: "Vendas por dia", "Vendas por forma de pagamento". */
  tabela: (agrupar: AgruparVendas) => `Vendas por ${RELATORIO_VENDAS.agrupamentos[agrupar].toLowerCase()}`,
  grafico: (agrupar: AgruparVendas) => `Faturamento por ${RELATORIO_VENDAS.agrupamentos[agrupar].toLowerCase()}`,
  erro: 'Não foi possível carregar o relatório de vendas.',
  colunas: {
    vendas: 'Vendas',
    // "R$" and "%" in the header: the CSV's cells are bare numbers a spreadsheet sums (the kit's rule).
    faturamento: 'Faturamento (R$)',
    ticket: 'Ticket médio (R$)',
    desconto: 'Desconto (R$)',
    vendasAnterior: 'Vendas no período anterior',
    faturamentoAnterior: 'Faturamento no período anterior (R$)',
    variacao: 'Variação do faturamento (%)',
  },
  resumo: {
    vendas: 'Vendas',
    faturamento: 'Faturamento',
    ticket: 'Ticket médio',
    desconto: 'Desconto dado',
    liquido: 'Faturamento líquido',
  },
  /** The exchanges of the period under "Faturamento líquido". */
  trocas: (liquido: string, novos: string, devolvido: string) => `Trocas: ${liquido} (novos ${novos} − devolvidos ${devolvido})`,
  atual: 'Período escolhido',
  anterior: 'Período anterior',
  notas: {
    contagem:
      'Só vendas confirmadas, pela data da confirmação (dias de São Paulo). O desconto é o da venda mais o das linhas. O período anterior tem o mesmo número de dias, logo antes.',
    forma: 'Por forma de pagamento, uma venda paga em duas formas conta nas duas, e o faturamento é o que cada forma recebeu.',
    liquido: 'Faturamento líquido = faturamento + itens novos das trocas do período − itens devolvidos.',
    anterior: (de: string, ate: string) => `Período anterior: ${de} a ${ate}.`,
  },
} as const;
