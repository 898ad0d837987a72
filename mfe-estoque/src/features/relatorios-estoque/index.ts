// What relatoriosRoutes.tsx mounts under /relatorios (issue 28): the stock reports.
export { EstoqueValorizadoPage } from './EstoqueValorizadoPage';
export { ProdutosParadosPage } from './ProdutosParadosPage';
