export { ListFooter, PageSizeSelect, PagePastEnd } from './ListFooter';
export type { ListFooterProps, PageSizeSelectProps, PagePastEndProps } from './ListFooter';
