export { MeusPedidosDialog } from './MeusPedidosDialog';
export type { MeusPedidosDialogProps } from './MeusPedidosDialog';
export { MEUS_PEDIDOS, SITUACOES } from './messages';
