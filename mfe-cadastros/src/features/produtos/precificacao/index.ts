/** The product editor's Precificação tab (mounted by ProdutoFormPage) and the spec 001 §9 formulas. */
export { PrecificacaoTab } from './PrecificacaoTab';
export type { PrecificacaoTabProps } from './PrecificacaoTab';
export { calcularPrecificacao, arredondarCentavos } from './formulas';
export type { PrecificacaoEntrada, PrecificacaoFiguras } from './formulas';
