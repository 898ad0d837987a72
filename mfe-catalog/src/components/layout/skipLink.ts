import { scrollToSection } from './scroll';

/** Where "Pular para o conteúdo" goes on /catalogo: the products section. */
export const CONTEUDO_ID = 'produtos';

/**
 * Moves focus to the content (the element `id`, else the page's <main>) and scrolls it into view
 * below the fixed header. A section is not focusable: it gets tabindex="-1", so the next Tab goes
 * on from there (to the filters and the first product), not from the top of the page.
 */
export function skipToContent(id: string = CONTEUDO_ID): void {
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (target.id) scrollToSection(target.id);
  else target.scrollIntoView({ block: 'start' });
}
