import { createContext, useEffect, type ReactNode } from 'react';
import { useAppStore, type AppStore } from '@loja/shared-ui/platform/core';
import { carregarSacola, isLoadedFromStorage, markLoadedFromStorage, selectItens } from './sacolaSlice';
import { SACOLA_STORAGE_KEY, readStoredSacola, storedSacolaText, writeStoredSacola } from './sacolaStorage';

/** Present (true) below a SacolaProvider; useSacola refuses to work without it. */
export const SacolaContext = createContext(false);

/**
 * Keeps the sacola and localStorage in step for the given store: saves on every change of the sacola,
 * and follows the `storage` event so other open tabs show the same sacola. The sacola itself was
 * already read from storage when the store first needed it (the slice's lazy initial state).
 */
export function persistSacola(store: AppStore): () => void {
  const current = selectItens(store.getState());
  if (!isLoadedFromStorage(current)) {
    // The page changed the sacola before this mounted (children's effects run first): keep that change.
    writeStoredSacola(current);
  } else if (JSON.stringify(current) !== (storedSacolaText() ?? '[]')) {
    // Another tab changed the sacola between the store's first read and now.
    store.dispatch(carregarSacola(markLoadedFromStorage(readStoredSacola())));
  }

  let last = selectItens(store.getState());
  const unsubscribe = store.subscribe(() => {
    const itens = selectItens(store.getState());
    if (itens === last) return;
    last = itens;
    writeStoredSacola(itens);
  });

  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== SACOLA_STORAGE_KEY && event.key !== null) return;
    store.dispatch(carregarSacola(readStoredSacola(event.key === null ? null : event.newValue)));
  };
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** Persists the sacola of the surrounding Redux store while mounted. */
export function useSacolaPersistence(): void {
  const store = useAppStore();
  useEffect(() => persistSacola(store), [store]);
}

export interface SacolaProviderProps {
  children?: ReactNode;
}

/**
 * Mount once around the storefront (inside the Redux Provider): persists the sacola and
 * enables useSacola, SacolaButton and SacolaSheet below it.
 */
export function SacolaProvider({ children }: SacolaProviderProps) {
  useSacolaPersistence();
  return <SacolaContext.Provider value>{children}</SacolaContext.Provider>;
}
