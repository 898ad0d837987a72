import { useListParams } from '@loja/shared-ui';
import { catalogoParams } from './filters';

/** The catalogue's filters, read from and written to the URL (each change is a history entry). */
export function useCatalogFilters() {
  const { values, setFilters, setPage, clearFilters } = useListParams(catalogoParams);
  return { filters: values, setFilters, setPage, clearFilters };
}
