import type { ParamCodec, ListParamsDefinition } from './params';
import { usePageSize, useViewMode } from './remembered';
import { useListParams } from './useListParams';

/**
 * Everything a paginated list screen keeps: its filters, order and page in the URL, and its page
 * size and cards/lista view remembered per list (`listKey`). Changing the page size goes back to page 1.
 */
export function useListPage<C extends Record<string, ParamCodec<unknown>>>(definition: ListParamsDefinition<C>, listKey: string) {
  const list = useListParams(definition);
  const [pageSize, rememberPageSize] = usePageSize(listKey);
  const [view, setView] = useViewMode(listKey);
  return {
    ...list,
    pageSize,
    setPageSize: (size: number) => {
      rememberPageSize(size);
      list.setPage(1);
    },
    view,
    setView,
  };
}
