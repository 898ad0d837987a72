export { ImagensTab } from './ImagensTab';
export type { ImagensTabProps } from './ImagensTab';
