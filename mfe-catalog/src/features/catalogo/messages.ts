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
