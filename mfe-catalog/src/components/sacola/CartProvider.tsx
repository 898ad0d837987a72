import { createContext, useEffect, type ReactNode } from 'react';
import { useAppStore, type AppStore } from '@loja/shared-ui/platform';
import { carregarCarrinho, isLoadedFromStorage, markLoadedFromStorage, selectItens } from './cartSlice';
import { CART_STORAGE_KEY, readStoredCart, storedCartText, writeStoredCart } from './cartStorage';

/** Present (true) below a CartProvider; useCart refuses to work without it. */
export const CartContext = createContext(false);

/**
 * Keeps the bag and localStorage in step for the given store: saves on every change of the bag,
 * and follows the `storage` event so other open tabs show the same bag. The bag itself was
 * already read from storage when the store first needed it (the slice's lazy initial state).
 */
export function persistCart(store: AppStore): () => void {
  const current = selectItens(store.getState());
  if (!isLoadedFromStorage(current)) {
    // The page changed the bag before this mounted (children's effects run first): keep that change.
    writeStoredCart(current);
  } else if (JSON.stringify(current) !== (storedCartText() ?? '[]')) {
    // Another tab changed the bag between the store's first read and now.
    store.dispatch(carregarCarrinho(markLoadedFromStorage(readStoredCart())));
  }

  let last = selectItens(store.getState());
  const unsubscribe = store.subscribe(() => {
    const itens = selectItens(store.getState());
    if (itens === last) return;
    last = itens;
    writeStoredCart(itens);
  });

  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    store.dispatch(carregarCarrinho(readStoredCart(event.key === null ? null : event.newValue)));
  };
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** Persists the bag of the surrounding Redux store while mounted. */
export function useCartPersistence(): void {
  const store = useAppStore();
  useEffect(() => persistCart(store), [store]);
}

export interface CartProviderProps {
  children?: ReactNode;
}

/**
 * Mount once around the storefront (inside the Redux Provider): persists the bag and
 * enables useCart, CartButton and CartSheet below it.
 */
export function CartProvider({ children }: CartProviderProps) {
  useCartPersistence();
  return <CartContext.Provider value>{children}</CartContext.Provider>;
}
