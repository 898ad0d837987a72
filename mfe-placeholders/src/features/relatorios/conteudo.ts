import type { RelatorioPath } from '../../components';

/** What a report will contain, shown on its page until it can be generated. */
export interface ConteudoRelatorio {
  /** Which period the report covers. */
  periodo: string;
  filtros: readonly string[];
  colunas: readonly string[];
}

/** One entry per report of the menu (RELATORIOS): the type refuses a report without its content. */
export const CONTEUDO_RELATORIOS: Record<RelatorioPath, ConteudoRelatorio> = {
  clientes: {
    periodo: 'Clientes cadastrados no período escolhido (mês atual, últimos 30 dias ou datas livres).',
    filtros: ['Situação (ativos ou inativos)', 'Cidade e estado'],
    colunas: ['Nome', 'CPF', 'Telefone', 'Email', 'Cidade/UF', 'Data de cadastro', 'Situação'],
  },
  fornecedores: {
    periodo: 'Fornecedores cadastrados no período escolhido, ou todos.',
    filtros: ['Situação (ativos ou inativos)', 'Estado'],
    colunas: ['Nome', 'CNPJ', 'Telefone', 'Email', 'Cidade/UF', 'Situação'],
  },
  'ordem-fornecimento': {
    periodo: 'Ordens emitidas no período escolhido.',
    filtros: ['Fornecedor', 'Situação da ordem'],
    colunas: ['Número', 'Fornecedor', 'Data', 'Itens', 'Valor total', 'Previsão de entrega'],
  },
  vendas: {
    periodo: 'Vendas do período escolhido, somadas por dia ou por mês.',
    filtros: ['Status da venda', 'Cliente'],
    colunas: ['Número', 'Data', 'Cliente', 'Itens', 'Valor', 'Status'],
  },
  financeiro: {
    periodo: 'Contas com vencimento no período escolhido.',
    filtros: ['Tipo (a receber ou a pagar)', 'Situação (em aberto, vencidas ou quitadas)'],
    colunas: ['Descrição', 'Vencimento', 'Valor', 'Situação', 'Data do pagamento'],
  },
};
