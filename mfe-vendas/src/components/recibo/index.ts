export { BarraDoRecibo, DestaqueDoRecibo, ImpressaoDoRecibo, PapelDoRecibo, RECIBO_ID } from './PapelDoRecibo';
