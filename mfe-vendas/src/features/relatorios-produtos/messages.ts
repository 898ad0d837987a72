/** What the product reports say (issue 28): titles, descriptions, filter labels. */
export const MAIS_VENDIDOS = {
  title: 'Mais vendidos',
  description: 'Unidades, receita e margem por produto; dentro de um produto, por cor e tamanho.',
  descricaoGrade: 'Unidades, receita e margem por cor e tamanho: quais tamanhos saem primeiro.',
  /** The card and menu line in Relatórios. */
  card: 'Produtos que mais saíram, por cor e tamanho',
  ordem: 'Ordenar por',
  ordens: { unidades: 'Unidades', receita: 'Receita', margem: 'Margem' },
  categoria: 'Categoria',
  todasCategorias: 'Todas as categorias',
  verGrade: (produto: string) => `Ver cores e tamanhos de ${produto}`,
  voltar: 'Todos os produtos',
  tituloGrade: (produto: string) => `Mais vendidos: ${produto} por cor e tamanho`,
  grafico: 'Unidades vendidas',
} as const;

export const CURVA_ABC = {
  title: 'Curva ABC',
  description: 'Produtos do que mais pesa ao que menos pesa: classe A até 80 % acumulado, B até 95 %, C o resto.',
  card: 'Produtos por classe A, B e C de receita, margem ou unidades',
  criterio: 'Critério',
  criterios: { receita: 'Receita', margem: 'Margem', unidades: 'Unidades' },
  classe: (c: string) => `Classe ${c}`,
  itens: (n: number) => (n === 1 ? '1 produto' : `${n.toLocaleString('pt-BR')} produtos`),
  grafico: 'Curva ABC',
  acumulado: '% acumulado',
} as const;

export const MARGEM = {
  title: 'Margem',
  description: 'Receita, custo e margem por produto ou categoria, pelo custo copiado em cada venda.',
  card: 'Margem por produto e por categoria',
  agrupar: 'Agrupar por',
  agrupamentos: { produto: 'Produto', categoria: 'Categoria' },
  categoria: 'Categoria',
  todasCategorias: 'Todas as categorias',
  grafico: 'Margem',
} as const;
