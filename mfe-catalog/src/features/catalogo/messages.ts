/** The storefront's search texts (issue 23 §3): what a search that found nothing offers instead. */
export const BUSCA_MESSAGES = {
  /** Above the closest products when a search found nothing ("biqini" → the Biquínis). */
  sugestoes: 'Você quis dizer…',
} as const;

const unidades = (n: number) => (n === 1 ? 'Só há 1 unidade disponível' : `Só há ${n} unidades disponíveis`);

/**
 * More than is disponível (issue 24: estoque minus what pending orders reserve), counting what the
 * bag already holds of the same product, colour and size.
 */
export const quantidadeIndisponivel = (disponivel: number, naSacola: number) =>
  ({
    title: 'Quantidade indisponível',
    description:
      naSacola > 0
        ? `${unidades(disponivel)} e ${naSacola} já ${naSacola === 1 ? 'está' : 'estão'} na sua sacola.`
        : `${unidades(disponivel)}.`,
  }) as const;

/** The price range's typed fields (issue 25 §4): what a value that cannot be applied says. */
export const FAIXA_PRECO_MESSAGES = {
  campoMinimo: 'Mínimo (R$)',
  campoMaximo: 'Máximo (R$)',
  naoNumero: 'Digite um valor em reais, por exemplo 150.',
  foraDaFaixa: 'Digite um valor entre 0 e 1.000 reais.',
  minimoAcimaDoMaximo: (maximo: string) => `O mínimo não pode passar do máximo (${maximo}).`,
  maximoAbaixoDoMinimo: (minimo: string) => `O máximo não pode ficar abaixo do mínimo (${minimo}).`,
} as const;

/** The chips of what is filtered (issue 25 §4), each removable, and the button that clears them all. */
export const FILTROS_ATIVOS_MESSAGES = {
  titulo: 'Filtros ativos',
  limpar: 'Limpar filtros',
  categoria: (nome: string) => `Categoria: ${nome}`,
  categoriaSemNome: 'Categoria selecionada',
  precoEntre: (minimo: string, maximo: string) => `Preço: ${minimo} a ${maximo}`,
  precoAPartirDe: (minimo: string) => `Preço: a partir de ${minimo}`,
  precoAte: (maximo: string) => `Preço: até ${maximo}`,
  busca: (texto: string) => `Busca: “${texto}”`,
  remover: (rotulo: string) => `Remover filtro ${rotulo}`,
} as const;
