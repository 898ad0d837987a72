/** Pieces this remote's features share (features may import these; never each other). */
export { SampleBadge } from './SampleBadge';
export { SampleStatusBadge } from './SampleStatusBadge';
export { ComingSoonButton, type ComingSoonButtonProps } from './ComingSoonButton';
export {
  VENDAS_EXEMPLO,
  ORCAMENTOS_EXEMPLO,
  ORCAMENTOS_COMPRA_EXEMPLO,
  VENDA_STATUS,
  ORCAMENTO_STATUS,
  ORCAMENTO_COMPRA_STATUS,
  STATUS_VARIANT,
  type VendaExemplo,
  type OrcamentoExemplo,
  type OrcamentoCompraExemplo,
  type VendaStatus,
  type OrcamentoStatus,
  type OrcamentoCompraStatus,
  type SampleStatus,
} from './sampleRecords';
export { RELATORIOS, type Relatorio, type RelatorioPath } from './relatorios';
