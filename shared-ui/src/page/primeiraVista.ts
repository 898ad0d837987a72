/**
 * The storefront's first view in the HTML (issue 25 §1): the page server may put a server-rendered
 * fragment of /catalogo beside the shell's `#root`, hide `#root` while it is there, and add the public
 * data it was rendered from. These are the names both sides use, and the takeover: the page's first
 * full commit removes the fragment and shows `#root` in one step, before the browser paints (no flash,
 * no layout shift). Every other outcome (a boot error, a remote that fails, another route) calls
 * `revelarPagina` too, so nobody is left on a fragment that no script will take over.
 *
 * Plain DOM, no state: each build may bundle its own copy (the shell's and the catalogue remote's).
 */

/** The container of the server-rendered fragment (a sibling of `#root`). */
export const PRIMEIRA_VISTA_ID = 'loja-primeira-vista';
/** The `<style>` that hides `#root` while the fragment shows. */
export const PRIMEIRA_VISTA_OCULTA_ID = 'loja-primeira-vista-oculta';
/** The fragment's own styles (styled-components' ServerStyleSheet), gone with the fragment. */
export const PRIMEIRA_VISTA_ESTILO_ID = 'loja-primeira-vista-estilo';
/** `<script type="application/json">`: the public data the fragment was rendered from. */
export const PRIMEIRA_VISTA_DADOS_ID = 'loja-primeira-vista-dados';

/** Whether the page still shows a server-rendered fragment. */
export function temPrimeiraVista(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PRIMEIRA_VISTA_ID) !== null;
}

/**
 * Removes the fragment (and its styles) and shows `#root`. Idempotent; a no-op on a page served
 * without a fragment. Called from a layout effect it happens before the next paint.
 */
export function revelarPagina(): void {
  if (typeof document === 'undefined') return;
  for (const id of [PRIMEIRA_VISTA_ID, PRIMEIRA_VISTA_OCULTA_ID, PRIMEIRA_VISTA_ESTILO_ID]) document.getElementById(id)?.remove();
}

/**
 * The data the page server rendered the fragment from, once (the script is removed): the caller seeds
 * its cache with it so its first commit equals the fragment without asking the backend again. Null
 * without a fragment or when the JSON cannot be read.
 */
export function lerDadosPrimeiraVista<T>(): T | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(PRIMEIRA_VISTA_DADOS_ID);
  if (!script) return null;
  script.remove();
  try {
    return JSON.parse(script.textContent ?? '') as T;
  } catch {
    return null;
  }
}
