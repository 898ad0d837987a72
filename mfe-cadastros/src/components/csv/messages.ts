/** The CSV import and export's texts (issue 27), shared by the lists' buttons and the import pages. */
export const CSV_MESSAGES = {
  exportar: 'Exportar CSV',
  importar: 'Importar CSV',
  exportado: (n: number) => `${n} ${n === 1 ? 'linha exportada' : 'linhas exportadas'}`,
  exportarFalhou: 'Não foi possível exportar o arquivo',
} as const;
