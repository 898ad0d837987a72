import { useEffect, useRef } from 'react';
import { useAuth } from '../useAuth';

/** Spec 000, section 9: the sign-up dialog opens 1000 ms after load. */
export const ACCOUNT_DIALOG_AUTO_OPEN_MS = 1000;

/** sessionStorage key set once the account dialog was shown in this visit. */
export const ACCOUNT_DIALOG_SHOWN_KEY = 'loja:dialogo-conta-mostrado';

export interface UseAutoOpenAccountDialogOptions {
  /** Whether the dialog is open now (opened by hand, it counts as shown). */
  open: boolean;
  /** Opens the dialog (e.g. `() => setOpen(true)`). */
  onOpen: () => void;
  /** Default 1000 ms. */
  delayMs?: number;
  /** Set false to turn the behaviour off (e.g. on pages that must not pop it). Default true. */
  enabled?: boolean;
}

function readShown(): boolean {
  try {
    return window.sessionStorage.getItem(ACCOUNT_DIALOG_SHOWN_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy mode): the in-memory flag still applies
  }
}

function writeShown(): void {
  try {
    window.sessionStorage.setItem(ACCOUNT_DIALOG_SHOWN_KEY, '1');
  } catch {
    // storage blocked: see readShown
  }
}

/**
 * Opens the account dialog `delayMs` after auth loading has finished with nobody signed in.
 * At most once per visit (sessionStorage), never after the visitor has seen it (auto or by hand)
 * and closed it, and never on a page view that had a signed-in user: the timer is cancelled as
 * soon as a user appears, and signing out later does not pop the dialog.
 */
export function useAutoOpenAccountDialog({
  open,
  onOpen,
  delayMs = ACCOUNT_DIALOG_AUTO_OPEN_MS,
  enabled = true,
}: UseAutoOpenAccountDialogOptions): void {
  const { user, loading } = useAuth();
  const onOpenRef = useRef(onOpen);
  const shownRef = useRef(false);
  const hadUserRef = useRef(false);

  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (open) {
      shownRef.current = true;
      writeShown();
      return;
    }
    if (!enabled || loading) return;
    if (user) {
      hadUserRef.current = true;
      return;
    }
    if (hadUserRef.current || shownRef.current || readShown()) return;
    const timer = window.setTimeout(() => {
      shownRef.current = true;
      writeShown();
      onOpenRef.current();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [open, enabled, loading, user, delayMs]);
}
