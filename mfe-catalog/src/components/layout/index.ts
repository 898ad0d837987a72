export { StorefrontHeader } from './StorefrontHeader';
export type { StorefrontHeaderProps } from './StorefrontHeader';
export { scrollToSection, scrollToTop } from './scroll';
export { useReturnFocus } from './useReturnFocus';
