export {
  cartSlice,
  adicionarItem,
  removerItem,
  atualizarQuantidade,
  limparCarrinho,
  carregarCarrinho,
  selectItens,
  selectTotalItens,
  selectValorTotal,
} from './cartSlice';
export type {
  AdicionarItemPayload,
  AdicionarProdutoInput,
  AdicionarGradeInput,
  RemoverItemPayload,
  AtualizarQuantidadePayload,
} from './cartSlice';
export type { CartItem, CartProduto, CartGrade, CartImagem, CartState } from './types';
export { CART_STORAGE_KEY, CART_LOAD_ERROR } from './cartStorage';
export { CartProvider, useCartPersistence } from './CartProvider';
export type { CartProviderProps } from './CartProvider';
export { useCart, USE_CART_OUTSIDE_PROVIDER } from './useCart';
export type { UseCartResult } from './useCart';
export { buildCheckoutMessage, checkoutUrl, CHECKOUT_GREETING } from './checkout';
export { lineSubtotal, countItens, sumValor } from './totals';
// CartSheet is not re-exported: the page loads it on first open (import './CartSheet' directly), and a
// static re-export here would put it, and Radix's dialog, back into the first chunk.
export { CartButton, cartButtonLabel } from './CartButton';
export type { CartButtonProps } from './CartButton';
