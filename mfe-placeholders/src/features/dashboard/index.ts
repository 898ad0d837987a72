export { DashboardPage } from './DashboardPage';
export { VENDAS_EXEMPLO, STATUS_VARIANT } from './sampleSales';
