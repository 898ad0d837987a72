/** Texts of the storefront's header that are not the spec's section links. */

/** The first stop of the keyboard: past the header, the hero and the banners to the products (issue 25). */
export const SKIP_LINK_TEXT = 'Pular para o conteúdo';
