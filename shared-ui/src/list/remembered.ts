import type { ViewMode } from '../components/ViewToggle';
import { useRememberedState } from './useRememberedState';

/** Page sizes every paginated list offers (spec 001 §9: default 10; options 5, 10, 20, 50). */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

const VIEW_MODES: readonly ViewMode[] = ['cards', 'lista'];

/** The page size chosen for the list `listKey`, remembered across visits. */
export function usePageSize(listKey: string) {
  return useRememberedState<number>(`${listKey}:por-pagina`, PAGE_SIZES, DEFAULT_PAGE_SIZE);
}

/** The cards/lista view chosen for the list `listKey`, remembered across visits. */
export function useViewMode(listKey: string, fallback: ViewMode = 'lista') {
  return useRememberedState<ViewMode>(`${listKey}:visualizacao`, VIEW_MODES, fallback);
}
