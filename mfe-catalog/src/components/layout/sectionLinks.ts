import { scrollToSection, scrollToTop } from './scroll';

/** The header's section links (desktop nav and the phones' Menu drawer). */
export const SECTION_LINKS = [
  { label: 'Início', go: () => scrollToTop() },
  { label: 'Categoria', go: () => scrollToSection('categorias-section') },
  { label: 'Contato', go: () => scrollToSection('contato') },
] as const;
