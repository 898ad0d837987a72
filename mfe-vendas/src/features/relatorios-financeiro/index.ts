export { RelatorioTrocasPage } from './RelatorioTrocasPage';
export { RelatorioFinanceiroPage, type MolduraRelatorio, type RelatorioFinanceiroPageProps } from './RelatorioFinanceiroPage';
