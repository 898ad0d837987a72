import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { backOfficeSections } from '../sections';
import { buildMenu, type MenuSection } from './buildMenu';
import { navigationStore, type NavigationSnapshot, type NavigationStore } from './navigationStore';

/** The navigation store the back-office reads; tests provide one with a fake loader. */
export const NavigationStoreContext = createContext<NavigationStore>(navigationStore);

export interface UseNavigationResult {
  menu: MenuSection[];
  /** Each remote's navigation as loaded so far. */
  snapshot: NavigationSnapshot;
  retry: NavigationStore['retry'];
}

/** The back-office menu, starting the load of every remote's `./navigation` on first use. */
export function useNavigation(): UseNavigationResult {
  const store = useContext(NavigationStoreContext);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => store.start(), [store]);
  const menu = useMemo(() => buildMenu(backOfficeSections(), snapshot), [snapshot]);
  return { menu, snapshot, retry: store.retry };
}

/** One section's entry of the menu. */
export function useSectionNavigation(section: string): MenuSection & { retry: () => void } {
  const { menu, retry } = useNavigation();
  const entry = menu.find((m) => m.section === section);
  if (!entry) throw new Error(`Seção "${section}" fora de config.json.`);
  return { ...entry, retry: () => retry(entry.remote) };
}
