export { OrcamentosRoutes } from './OrcamentosRoutes';
