export { FluxoCaixaPage } from './FluxoCaixaPage';
// Relatórios → Financeiro → Fluxo de caixa (issue 28), composed by relatoriosRoutes.tsx.
export { RelatorioFluxoCaixa } from './RelatorioFluxoCaixa';
