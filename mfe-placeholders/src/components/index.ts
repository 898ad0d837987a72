/** Pieces this remote's features share (features may import these; never each other). */
export { SampleBadge } from './SampleBadge';
export { VENDAS_EXEMPLO, STATUS_VARIANT } from './sampleSales';
export { RELATORIOS, type Relatorio } from './relatorios';
