export { BackOfficeLayout } from './BackOfficeLayout';
export { BOTTOM_BAR, MENU } from './menu';
export type { MenuEntry } from './menu';
