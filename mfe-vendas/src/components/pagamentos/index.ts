export { PagamentosEditor, type PagamentosEditorProps } from './PagamentosEditor';
export { faltando, trocoDe, type PagamentoAdicionado } from './pagamentos';
export { brCodePix, type PixDaLoja } from './pix';
export { PixQrCode } from './PixQrCode';
export { PAGAMENTO_MESSAGES } from './messages';
export { useConsultarValesQuery, useLazyConsultarValesQuery, type ConsultaVale, type ValeTroca } from './vales';
