export { ComprasRoutes } from './ComprasRoutes';
