export { AcoesMovimentacao } from './AcoesMovimentacao';
export { MovimentacoesCards } from './MovimentacoesCards';
export { ProdutoMovimentado } from './ProdutoMovimentado';
export { TipoBadge } from './TipoBadge';
export { HINT_ESTOQUE_INSUFICIENTE, comoApiError, recusaDeEstoque, toastDaFalha } from './falhas';
export { TRACO, dataMovimentacao, gradeLabel, precoUnitario, produtoComGrade, textoOuTraco } from './formato';
