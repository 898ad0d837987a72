export { StorefrontHeader } from './StorefrontHeader';
