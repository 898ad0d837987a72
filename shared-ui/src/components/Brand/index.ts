export { Brand, BRAND_NAME } from './Brand';
export type { BrandProps } from './Brand';
