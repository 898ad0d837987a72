export { RelatorioTrocasPage } from './RelatorioTrocasPage';
export { RelatorioFinanceiroPage, type RelatorioFinanceiroPageProps } from './RelatorioFinanceiroPage';
