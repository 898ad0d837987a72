// What routes.tsx mounts for /estoque/produtos: the stock overview and each product's kardex.
export { EstoqueProdutosPage } from './EstoqueProdutosPage';
export { KardexPage } from './KardexPage';
