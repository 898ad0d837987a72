import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilterChange, ListParamsDefinition, ListValues, ParamCodec } from './params';

/**
 * A list's state, read from and written to the URL (each change is a history entry, so the back
 * button walks back through the filters). A filter change goes back to page 1; a change that leaves
 * the URL as it is writes nothing.
 */
export function useListParams<C extends Record<string, ParamCodec<unknown>>>(definition: ListParamsDefinition<C>) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's text: a new URLSearchParams with the same text is the same state
  const values = useMemo(() => definition.parse(params), [key, definition]);

  const apply = useCallback(
    (next: ListValues<C>) => {
      const nextParams = definition.serialize(next);
      if (nextParams.toString() !== definition.serialize(values).toString()) setParams(nextParams);
    },
    [definition, values, setParams],
  );

  return {
    values,
    setFilters: useCallback((change: ListFilterChange<C>) => apply(definition.changeFilters(values, change)), [apply, definition, values]),
    setPage: useCallback((page: number) => apply(definition.changePage(values, page)), [apply, definition, values]),
    clearFilters: useCallback(() => apply(definition.defaults), [apply, definition]),
    hasActiveFilters: definition.hasActiveFilters(values),
  };
}
