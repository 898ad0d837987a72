export { FinanceiroRoutes } from './FinanceiroRoutes';
