export { ProdutosListPage } from './ProdutosListPage';
export { ProdutoFormPage } from './ProdutoFormPage';
