/** The suffix of the lg-up render's ids (render.tsx renders the page once per side of lg). */
export const SUFIXO_LARGO = '--lg';

/**
 * The lg-up render's ids get a suffix, and so do its references to them (href="#…", aria-*, for): an
 * id twice in the page would send "Ver Produtos" (href="#produtos") and the skip link to the first
 * copy, the phones' one, hidden from lg up. The phones' copy keeps the page's ids.
 */
export function idsDoLadoLargo(html: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return html.replace(/(\s(?:id|for|aria-labelledby|aria-describedby|aria-controls)="|\shref="#)([^"]*)"/g, (_whole, attribute: string, value: string) => {
    const renamed = value
      .split(' ')
      .map((token) => (ids.has(token) ? `${token}${SUFIXO_LARGO}` : token))
      .join(' ');
    return `${attribute}${renamed}"`;
  });
}

