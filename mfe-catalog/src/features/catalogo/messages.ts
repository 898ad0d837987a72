/** The storefront's search texts (issue 23 §3): what a search that found nothing offers instead. */
export const BUSCA_MESSAGES = {
  /** Above the closest products when a search found nothing ("biqini" → the Biquínis). */
  sugestoes: 'Você quis dizer…',
} as const;
