export { VendasRoutes } from './VendasRoutes';
