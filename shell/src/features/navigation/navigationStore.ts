import type { RemoteNavigation } from '@loja/shared-ui/platform';
import { backOfficeRemotes } from '../sections';
import { loadRemoteNavigation } from '../remotes';

export type RemoteNavigationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; navigation: RemoteNavigation }
  | { status: 'failed'; error: Error };

export type NavigationSnapshot = Readonly<Partial<Record<string, RemoteNavigationState>>>;

export interface NavigationStore {
  /** Loads every back-office remote's `./navigation` in parallel, once; later calls do nothing. */
  start(): void;
  /** Loads one remote's navigation again (after a failure: "Tentar novamente"). */
  retry(remote: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): NavigationSnapshot;
}

/**
 * The navigation of the back-office remotes, for useSyncExternalStore. Each remote settles on its
 * own: a slow or broken one never holds the menus of the others back.
 */
export function createNavigationStore(
  load: (remote: string) => Promise<unknown> = loadRemoteNavigation,
  // Read when the store starts, not when it is created: the shell's one store exists before boot
  // has read config.json's sections.
  remotes: () => readonly string[] = backOfficeRemotes,
): NavigationStore {
  let snapshot: NavigationSnapshot = {};
  const listeners = new Set<() => void>();
  const set = (remote: string, state: RemoteNavigationState) => {
    snapshot = { ...snapshot, [remote]: state };
    listeners.forEach((listener) => listener());
  };
  const fetchOne = (remote: string) => {
    if (snapshot[remote]?.status === 'loading') return;
    set(remote, { status: 'loading' });
    // parseNavigation brings yup: fetched with the first remote's navigation, so the storefront,
    // which never starts this store, never downloads it.
    Promise.all([load(remote), import('./parseNavigation')])
      .then(([value, { parseNavigation }]) => set(remote, { status: 'ready', navigation: parseNavigation(remote, value) }))
      .catch((error: unknown) => {
        console.error(`Falha ao carregar a navegação de "${remote}":`, error);
        set(remote, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
  };
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      remotes().forEach(fetchOne);
    },
    retry(remote) {
      started = true;
      fetchOne(remote);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/** The shell's one store (the bootstrap starts it early on back-office paths). */
export const navigationStore = createNavigationStore();
