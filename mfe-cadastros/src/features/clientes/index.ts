export { ClientesListPage } from './ClientesListPage';
export { ClienteFormPage } from './ClienteFormPage';
