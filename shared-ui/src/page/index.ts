/** The page's document head: its title and meta description (storefront pages and the 404). */
export { usePageMeta } from './usePageMeta';
export type { PageMetaOptions } from './usePageMeta';
export { NotFoundContent, NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION } from './NotFoundContent';
export { NotFoundPage } from './NotFoundPage';
export {
  PRIMEIRA_VISTA_ID,
  PRIMEIRA_VISTA_OCULTA_ID,
  PRIMEIRA_VISTA_ESTILO_ID,
  PRIMEIRA_VISTA_DADOS_ID,
  lerDadosPrimeiraVista,
  revelarPagina,
  temPrimeiraVista,
} from './primeiraVista';
