export { usePageMeta } from './usePageMeta';
export type { PageMetaOptions } from './usePageMeta';
