export { UnderDevelopment } from './UnderDevelopment';
export type { UnderDevelopmentProps } from './UnderDevelopment';
