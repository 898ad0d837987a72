export { RelatorioVendasPage } from './RelatorioVendasPage';
