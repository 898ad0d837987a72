export { IconButton } from './IconButton';
export type { IconButtonProps, IconButtonSize } from './IconButton';
