/** What the product reports say (issue 28): titles, descriptions, filter labels. */
export const RELATORIOS_PRODUTOS = {
  erro: 'Não foi possível carregar o relatório.',
  rodape: 'Vendas confirmadas no período, pela data de confirmação; descontos rateados pelos itens; trocas do período já descontadas. Custo: o copiado em cada item vendido.',
} as const;

export const MAIS_VENDIDOS = {
  title: 'Mais vendidos',
  description: 'Unidades, receita e margem por produto. Escolha um produto para ver por cor e tamanho.',
  descricaoGrade: 'Unidades, receita e margem por cor e tamanho: quais tamanhos saem primeiro.',
  /** The card and menu line in Relatórios. */
  card: 'Produtos que mais saíram; por cor e tamanho dentro de cada um',
  ordem: 'Ordenar por',
  ordens: { unidades: 'Unidades', receita: 'Receita', margem: 'Margem' },
  categoria: 'Categoria',
  todasCategorias: 'Todas as categorias',
  produto: 'Produto',
  todosProdutos: 'Todos os produtos',
  carregandoProduto: 'Produto escolhido',
  tabela: 'Mais vendidos por produto',
  tabelaGrade: (produto: string) => `${produto} por cor e tamanho`,
  tituloExportacao: 'Mais vendidos por produto',
  tituloExportacaoGrade: (produto: string) => `Mais vendidos: ${produto} por cor e tamanho`,
  grafico: (ordem: string, n: number) => `${ordem}: os ${n} primeiros`,
} as const;

export const CURVA_ABC = {
  title: 'Curva ABC',
  description: 'Produtos do que mais pesa ao que menos pesa: classe A até 80 % acumulado, B até 95 %, C o resto.',
  card: 'Produtos nas classes A, B e C por receita, margem ou unidades',
  criterio: 'Critério',
  criterios: { receita: 'Receita', margem: 'Margem', unidades: 'Unidades' },
  classe: (c: string) => `Classe ${c}`,
  detalheClasse: (valor: string, parte: string, criterio: string) => `${valor} · ${parte} da ${criterio.toLowerCase()}`,
  detalheUnidades: (valor: string, parte: string) => `${valor} ${valor === '1' ? 'unidade' : 'unidades'} · ${parte} das unidades`,
  produtos: 'Produtos',
  tabela: (criterio: string) => `Curva ABC por ${criterio.toLowerCase()}`,
  grafico: 'Participação e % acumulado (curva de Pareto)',
  acumulado: '% acumulado',
  eixo: 'Posição no ranking',
} as const;

export const MARGEM = {
  title: 'Margem',
  description: 'Receita, custo e margem por produto ou categoria, pelo custo copiado em cada venda.',
  card: 'Margem por produto e por categoria',
  agrupar: 'Agrupar por',
  agrupamentos: { produto: 'Produto', categoria: 'Categoria' },
  categoria: 'Categoria',
  todasCategorias: 'Todas as categorias',
  tabela: (agrupar: string) => `Margem por ${agrupar.toLowerCase()}`,
  grafico: (n: number) => `Receita e margem: os ${n} primeiros`,
} as const;
