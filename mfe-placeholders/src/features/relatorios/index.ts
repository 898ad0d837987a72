export { RelatoriosRoutes } from './RelatoriosRoutes';
