export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageNumbers } from './pageNumbers';
