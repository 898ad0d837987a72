export { BarraDoDocumento, FolhaA4, ImpressaoA4 } from './FolhaA4';
