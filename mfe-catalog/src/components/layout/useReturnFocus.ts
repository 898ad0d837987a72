import { useCallback, useRef } from 'react';

/**
 * Returns focus to the control that opened a dialog opened from state. Radix does this only for its
 * own Trigger; the catalogue's dialogs open from a card, the header or a link, so the page remembers
 * the opener and hands `onCloseAutoFocus` to the Dialog or Sheet.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  /** The control that opens the dialog: the one given (a click's target), else the focused one. */
  const remember = useCallback((element?: Element | null) => {
    const candidate = element ?? document.activeElement;
    opener.current = candidate instanceof HTMLElement && candidate !== document.body ? candidate : null;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const element = opener.current;
    opener.current = null;
    // Gone (another page of the grid) or never known (opened from a link): Radix's default.
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  }, []);

  return { remember, onCloseAutoFocus };
}
