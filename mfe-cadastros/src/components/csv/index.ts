/** CSV import and export of the registers (issue 27): the lists' buttons and what the import pages use. */
export { CsvAcoes, type CsvAcoesProps } from './CsvAcoes';
export { useExportarCsvMutation, useImportarCsvMutation, type ErroImportacao, type FiltrosExportacao, type ResultadoImportacao } from './api';
export { BOM, SEPARADOR, baixarArquivo, formatDataCsv, formatNumeroCsv, gerarCsv, lerCsv, nomeArquivo, type ArquivoLido, type LinhaLida } from './csv';
export { LAYOUTS, type CadastroCsv, type LayoutCsv } from './layouts';
export { CSV_MESSAGES } from './messages';
