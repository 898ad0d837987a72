export {
  sacolaSlice,
  adicionarItem,
  removerItem,
  atualizarQuantidade,
  limparSacola,
  carregarSacola,
  selectItens,
  selectTotalItens,
  selectValorTotal,
} from './sacolaSlice';
export type {
  AdicionarItemPayload,
  AdicionarProdutoInput,
  AdicionarGradeInput,
  RemoverItemPayload,
  AtualizarQuantidadePayload,
} from './sacolaSlice';
export type { SacolaItem, SacolaProduto, SacolaGrade, SacolaImagem, SacolaState } from './types';
export { SACOLA_STORAGE_KEY, SACOLA_LOAD_ERROR } from './sacolaStorage';
export { SacolaProvider, useSacolaPersistence } from './SacolaProvider';
export type { SacolaProviderProps } from './SacolaProvider';
export { useSacola, USE_SACOLA_OUTSIDE_PROVIDER } from './useSacola';
export type { UseSacolaResult } from './useSacola';
export { buildCheckoutMessage, checkoutUrl, CHECKOUT_GREETING } from './checkout';
export { lineSubtotal, countItens, sumValor } from './totals';
// SacolaSheet is not re-exported: the page loads it on first open (import './SacolaSheet' directly), and a
// static re-export here would put it, and Radix's dialog, back into the first chunk.
export { SacolaButton, sacolaButtonLabel } from './SacolaButton';
export type { SacolaButtonProps } from './SacolaButton';
