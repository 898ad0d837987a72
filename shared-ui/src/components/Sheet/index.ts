export { Sheet } from './Sheet';
export type { SheetProps, SheetSide } from './Sheet';
