export { CategoriasListPage } from './CategoriasListPage';
export { CategoriaFormPage } from './CategoriaFormPage';
