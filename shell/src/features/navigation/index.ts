export { SectionArea } from './SectionArea';
export { SectionIndex } from './SectionIndex';
export { buildMenu, UNAVAILABLE_SUFFIX } from './buildMenu';
export type { ContributedPage, MenuLink, MenuSection, SectionStatus } from './buildMenu';
export { createNavigationStore, navigationStore } from './navigationStore';
export type { NavigationSnapshot, NavigationStore, RemoteNavigationState } from './navigationStore';
export { NavigationStoreContext, useNavigation, useSectionNavigation } from './useNavigation';
export type { UseNavigationResult } from './useNavigation';
