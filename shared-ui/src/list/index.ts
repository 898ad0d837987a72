export {
  defineListParams,
  textParam,
  enumParam,
  idParam,
  dateParam,
  intParam,
  rangeParam,
  sortParam,
  parseSort,
  PAGE_PARAM,
} from './params';
export type { ParamCodec, ListValues, ListFilterChange, ListParamsDefinition, ListSort } from './params';
export { useListParams } from './useListParams';
export { useRememberedState } from './useRememberedState';
export { useListPage } from './useListPage';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, usePageSize, useViewMode } from './remembered';
export { useDebouncedValue } from './useDebouncedValue';
export { ListSearch } from './ListSearch';
export type { ListSearchProps } from './ListSearch';
