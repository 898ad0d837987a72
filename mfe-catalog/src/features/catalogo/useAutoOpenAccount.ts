import { useCallback, useState } from 'react';
import { useAutoOpenAccountDialog, type AccountTab } from '@loja/shared-ui/platform/core';

/**
 * The storefront's "Acesse sua conta" dialog: opened from the header (Login), from the sacola
 * ("Fazer Login para Comprar" opens Cadastrar), and by itself 1 s after load for a visitor, but not
 * over another dialog: while `paused` (a shared product's dialog, the sacola) it waits, and comes 1 s
 * after that dialog closes.
 */
export function useAutoOpenAccount({ paused = false }: { paused?: boolean } = {}) {
  const [state, setState] = useState<{ isOpen: boolean; tab: AccountTab }>({ isOpen: false, tab: 'login' });
  const open = useCallback((tab: AccountTab) => setState({ isOpen: true, tab }), []);
  const setOpen = useCallback((isOpen: boolean) => setState((s) => ({ ...s, isOpen })), []);
  useAutoOpenAccountDialog({ open: state.isOpen, onOpen: () => open('login'), enabled: !paused });
  return { ...state, open, setOpen };
}
