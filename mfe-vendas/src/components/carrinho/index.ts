export { CARRINHO_VAZIO, carrinhoReducer, linhasParaVenda, problemaDoCarrinho, totais, type AcaoCarrinho, type Carrinho, type LinhaCarrinho, type TotaisCarrinho } from './carrinho';
export { CampoDinheiro } from './CampoDinheiro';
export { LinhasCarrinho } from './LinhasCarrinho';
export { ProdutoBusca, type LinhaNova } from './ProdutoBusca';
export { CARRINHO_MESSAGES } from './messages';
export { EditorCampos, EditorColuna, EditorGrade, EditorProblema, TotaisDoCarrinho } from './EditorLayout';
