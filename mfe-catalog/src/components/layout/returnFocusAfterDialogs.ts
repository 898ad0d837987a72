/** Radix mounts each dialog's content in a portal, a child of <body>. */
const openDialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

const visible = (element: HTMLElement) =>
  element.isConnected && (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true);

/**
 * Once every dialog open now or opening next has closed, gives focus to the first visible of
 * `targets()` if focus was lost (left on <body>). For a dialog whose opener goes away with it: the
 * header's Login is replaced by "Minha Conta" on signing in, the Menu drawer's and the sacola's
 * buttons close with their panels. Radix gives focus back to the opener when it is still there, so a
 * dialog closed without signing in keeps that behaviour. Returns a function that stops watching.
 */
export function returnFocusAfterDialogs(targets: () => Iterable<HTMLElement | null | undefined> | HTMLElement | null | undefined): () => void {
  // One at a time: a second opening replaces the first's watch.
  stopWatching();
  let seen = openDialog();
  const observer = new MutationObserver(() => {
    if (openDialog()) {
      seen = true;
      return;
    }
    if (!seen) return;
    observer.disconnect();
    // After Radix's own return of focus (a task after the dialog unmounts).
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const found = targets();
      const list = found instanceof HTMLElement || !found ? [found] : [...found];
      list.find((element): element is HTMLElement => !!element && visible(element))?.focus();
    }, 0);
  });
  observer.observe(document.body, { childList: true });
  stopWatching = () => observer.disconnect();
  return stopWatching;
}

let stopWatching = () => {};
