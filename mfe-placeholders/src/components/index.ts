/** Pieces this remote's features share (features may import these; never each other). */
export { ComingSoonButton, type ComingSoonButtonProps } from './ComingSoonButton';
export { RELATORIOS, type Relatorio, type RelatorioPath } from './relatorios';
