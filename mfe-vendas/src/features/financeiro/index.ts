export { ContasRoutes } from './FinanceiroRoutes';
