export { DrePage } from './DrePage';
// Relatórios → Financeiro → DRE (issue 28), composed by relatoriosRoutes.tsx.
export { RelatorioDre } from './RelatorioDre';
