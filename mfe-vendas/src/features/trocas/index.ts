export { TrocasRoutes } from './TrocasRoutes';
