/** Pieces this remote's features share (features may import these; never each other). */
export { RELATORIOS, type Relatorio, type RelatorioPath } from './relatorios';
