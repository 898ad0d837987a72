/** Pieces this remote's features share (features may import these; never each other). */
export { SampleBadge } from './SampleBadge';
export { SampleStatusBadge } from './SampleStatusBadge';
export { ComingSoonButton, type ComingSoonButtonProps } from './ComingSoonButton';
export {
  VENDAS_EXEMPLO,
  VENDA_STATUS,
  STATUS_VARIANT,
  type VendaExemplo,
  type VendaStatus,
  type SampleStatus,
} from './sampleRecords';
export { RELATORIOS, type Relatorio, type RelatorioPath } from './relatorios';
