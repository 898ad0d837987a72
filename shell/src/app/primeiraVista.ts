import { revelarPagina, temPrimeiraVista } from '@loja/shared-ui';

/**
 * The page may arrive with the storefront's server-rendered first view beside `#root` (issue 25 §1,
 * scripts/pageHead.mjs), `#root` hidden meanwhile. The catalogue page takes over in its first commit;
 * the shell makes sure every other outcome shows `#root` too, so nobody is left on a fragment no
 * script will take over: an error panel in `#root` (a remote that fails to load or to render, a boot
 * error) reveals it at once (a MutationObserver runs before the next paint); the shell's boot error
 * and a navigation call `revelarPagina` themselves (bootstrap.tsx, App.tsx).
 */
export function vigiarPrimeiraVista(root: HTMLElement): void {
  if (!temPrimeiraVista() || typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    if (temPrimeiraVista() && !root.querySelector('[role="alert"]')) return;
    revelarPagina();
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}
