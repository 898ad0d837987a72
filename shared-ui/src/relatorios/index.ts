/**
 * Export toolkit of the reports (issue 28): CSV in the shop's format and A4 PDF (jsPDF + autoTable,
 * loaded on the first PDF export), both in batches that yield to the browser and report progress, and
 * the `ExportarRelatorio` buttons. `@loja/shared-ui/relatorios`.
 */
export { ExportarRelatorio, type ExportarRelatorioProps, type FormatoExportacao } from './ExportarRelatorio';
export { baixarArquivo, nomeArquivoRelatorio } from './baixar';
export { exportarCsv, gerarCsvRelatorio } from './csv';
export {
  BOM,
  FIM_DE_LINHA,
  SEPARADOR,
  alinhamento,
  celulaCsv,
  celulaTexto,
  formatDataCsv,
  formatNumeroCsv,
  formatSimNao,
  gerarCsv,
  linhasCsv,
  type CelulaCsv,
  type ColunaCsv,
  type TipoColuna,
  type ValorCelula,
} from './formato';
export { descreverPeriodo, exportarPdf, gerarPdf, textoPagina, type GraficoPdf, type OpcoesPdf } from './pdf';
export { ceder, mapearEmLotes } from './progresso';
export type { AoProgredir, ColunaRelatorio, LinhaRelatorio, OpcoesExportacao, Relatorio } from './tipos';
export * from './tela';
