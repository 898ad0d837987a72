import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeFilters,
  changePage,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  type CatalogFilters,
} from './filters';

/** The catalogue's filters, read from and written to the URL (each change is a history entry). */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's content
  const filters = useMemo(() => filtersFromParams(params), [key]);

  const apply = useCallback(
    (next: CatalogFilters) => {
      const nextParams = filtersToParams(next);
      if (nextParams.toString() !== filtersToParams(filters).toString()) setParams(nextParams);
    },
    [filters, setParams],
  );

  return {
    filters,
    /** Any filter change goes back to page 1. */
    setFilters: useCallback((change: Partial<Omit<CatalogFilters, 'page'>>) => apply(changeFilters(filters, change)), [apply, filters]),
    setPage: useCallback((page: number) => apply(changePage(filters, page)), [apply, filters]),
    clearFilters: useCallback(() => apply(DEFAULT_FILTERS), [apply]),
  };
}
