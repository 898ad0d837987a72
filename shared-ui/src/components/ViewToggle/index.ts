export { ViewToggle } from './ViewToggle';
export type { ViewMode, ViewToggleProps } from './ViewToggle';
