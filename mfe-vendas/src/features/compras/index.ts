export { ComprasRoutes } from './ComprasRoutes';
// Also Relatórios → Ordem de Fornecimento (/relatorios/ordem-fornecimento, issue 28).
export { OrdemFornecimentoPage } from './OrdemFornecimentoPage';
