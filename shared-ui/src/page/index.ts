/** The page's document head: its title and meta description (storefront pages and the 404). */
export { usePageMeta } from './usePageMeta';
export type { PageMetaOptions } from './usePageMeta';
export { NotFoundContent, NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION } from './NotFoundContent';
export { NotFoundPage } from './NotFoundPage';
