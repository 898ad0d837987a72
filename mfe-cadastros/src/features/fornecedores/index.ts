export { FornecedoresListPage } from './FornecedoresListPage';
export { FornecedorFormPage } from './FornecedorFormPage';
