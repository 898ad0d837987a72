/**
 * The texts of the stock reports (issue 28): Estoque valorizado and Produtos parados, both read from
 * `relatorio_estoque_valorizado`, a snapshot of now (no period filter: the 90 days of sales behind giro
 * and cover end today).
 */
export const ESTOQUE_VALORIZADO_MESSAGES = {
  title: 'Estoque valorizado',
  description: 'Unidades em estoque, valor a custo e a preço de venda, giro e dias de cobertura pelas vendas dos últimos 90 dias',
  tituloPorCategoria: 'Estoque valorizado por categoria',
  tituloPorProduto: 'Estoque valorizado por produto',
  agrupar: 'Agrupar por',
  grafico: 'Valor em estoque por categoria',
  semVendas: 'Sem vendas',
  erro: 'Não foi possível carregar o estoque valorizado.',
  vazio: 'Nenhum produto em estoque com esses filtros.',
  rodape:
    'Valor a custo: estoque × (preço de custo + preço de compra), o custo que a venda registra. Giro: unidades vendidas nos últimos 90 dias ÷ estoque; cobertura: estoque × 90 ÷ vendidas, os dias que o estoque dura no ritmo de venda atual. Entram os produtos ativos e os inativos que ainda têm estoque.',
} as const;

export const PRODUTOS_PARADOS_MESSAGES = {
  title: 'Produtos parados',
  description: 'Produtos com estoque e sem nenhuma venda no período escolhido, com a última venda e o dinheiro parado a custo',
  titulo: (dias: number) => `Produtos parados há ${dias} dias`,
  dias: 'Sem venda há',
  diasPersonalizado: 'Dias sem venda',
  nuncaVendido: 'Nunca vendido',
  diasInvalidos: 'Informe de 1 a 3650 dias.',
  outro: 'Outro número de dias',
  erro: 'Não foi possível carregar os produtos parados.',
  vazio: (dias: number) => `Nenhum produto parado há ${dias} dias.`,
  rodape:
    'Produtos com estoque e nenhuma venda confirmada nos dias escolhidos (hoje incluído). Parado a custo: estoque × (preço de custo + preço de compra).',
} as const;

// Short: the filter's box is 13rem wide on a desktop and "Todas as categorias" ran under its arrow.
export const TODAS_AS_CATEGORIAS = 'Todas';
