export { RelatorioClientesPage } from './RelatorioClientesPage';
export { RelatorioAniversariantesPage } from './RelatorioAniversariantesPage';
export { RelatorioFornecedoresPage } from './RelatorioFornecedoresPage';
