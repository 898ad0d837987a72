export { FuncionariosListPage } from './FuncionariosListPage';
export { FuncionarioFormPage } from './FuncionarioFormPage';
