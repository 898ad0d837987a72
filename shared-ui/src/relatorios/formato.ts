import Papa from 'papaparse';
import { formatBRL } from '../format/currency';
import { formatDate } from '../format/date';

/**
 * The shop's one CSV format (the registers' import/export of issue 27 and the reports of issue 28 write
 * the same): UTF-8 with a byte-order mark (so Excel reads "Biquíni" and not "BiquÃ­ni"), `;` between
 * columns (the comma is the decimal separator in pt-BR), CRLF line ends, numbers "1234,56" (no
 * thousands dot, so a spreadsheet reads them as numbers), dates dd/mm/aaaa, Sim/Não.
 */
export const BOM = '\uFEFF';
export const SEPARADOR = ';';
export const FIM_DE_LINHA = '\r\n';

/** One column of a CSV: the key of the row and the header the file shows. */
export interface ColunaCsv {
  chave: string;
  cabecalho: string;
}

export type CelulaCsv = string | number | boolean | null | undefined;

/** 1234.5 -> '1234,50' (money) or 7 -> '7' (decimals 0); null -> ''. */
export function formatNumeroCsv(valor: number | null | undefined, decimais = 2): string {
  if (valor === null || valor === undefined || !Number.isFinite(valor)) return '';
  return valor.toFixed(decimais).replace('.', ',');
}

/** '1990-03-05' -> '05/03/1990'; null -> ''. */
export function formatDataCsv(valor: string | null | undefined): string {
  return valor ? formatDate(valor) : '';
}

export const formatSimNao = (valor: boolean | null | undefined): string => (valor === false ? 'Não' : 'Sim');

/** Rows of cells as CSV lines (quoted where a cell holds `;`, quotes or a line break), no header, no BOM. */
export function linhasCsv(dados: readonly (readonly string[])[]): string {
  if (dados.length === 0) return '';
  return Papa.unparse(dados as string[][], { delimiter: SEPARADOR, newline: FIM_DE_LINHA });
}

/** The file's text: BOM, the header row, then each row's cells in the columns' order. */
export function gerarCsv(colunas: readonly ColunaCsv[], linhas: readonly Record<string, CelulaCsv>[]): string {
  const dados = linhas.map((linha) => colunas.map(({ chave }) => {
    const valor = linha[chave];
    return valor === null || valor === undefined ? '' : String(valor);
  }));
  return BOM + Papa.unparse({ fields: colunas.map((c) => c.cabecalho), data: dados }, { delimiter: SEPARADOR, newline: FIM_DE_LINHA });
}

/** What a report column holds: it decides the cell's text in the CSV and in the PDF, and its alignment. */
export type TipoColuna = 'texto' | 'inteiro' | 'decimal' | 'dinheiro' | 'percentual' | 'data';

/**
 * A report cell: numbers as numbers (money in reais, percentual in points: 12.5 = 12,5 %, decimal a ratio
 * such as a stock's giro, two places), dates 'aaaa-mm-dd'.
 */
export type ValorCelula = string | number | null | undefined;

/**
 * A cell as the CSV writes it: numbers bare ("1234,56", "12,50", "7") so a spreadsheet sums them, the
 * percent sign and "R$" left to the header; dates dd/mm/aaaa.
 */
export function celulaCsv(valor: ValorCelula, tipo: TipoColuna): string {
  if (valor === null || valor === undefined || valor === '') return '';
  switch (tipo) {
    case 'inteiro':
      return typeof valor === 'number' ? formatNumeroCsv(valor, 0) : valor;
    case 'decimal':
    case 'dinheiro':
    case 'percentual':
      return typeof valor === 'number' ? formatNumeroCsv(valor, 2) : valor;
    case 'data':
      return typeof valor === 'string' ? formatDataCsv(valor) : String(valor);
    default:
      return String(valor);
  }
}

const inteiroPtBr = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percentualPtBr = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const decimalPtBr = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A cell as the PDF prints it, for a reader: "R$ 1.234,56", "1.234", "0,25", "12,5 %", "05/11/2026". */
export function celulaTexto(valor: ValorCelula, tipo: TipoColuna): string {
  if (valor === null || valor === undefined || valor === '') return '';
  if (typeof valor !== 'number') return tipo === 'data' ? formatDataCsv(valor) : valor;
  switch (tipo) {
    case 'inteiro':
      return inteiroPtBr.format(valor);
    case 'decimal':
      return decimalPtBr.format(valor);
    case 'dinheiro':
      // Intl writes a no-break space after "R$"; the PDF's standard fonts print it, a plain space reads the same.
      return formatBRL(valor).replace(/\u00a0/g, ' ');
    case 'percentual':
      return `${percentualPtBr.format(valor)} %`;
    default:
      return String(valor);
  }
}

/** Numbers align right in the PDF, as in the screens' tables. */
export const alinhamento = (tipo: TipoColuna): 'left' | 'right' => (tipo === 'texto' || tipo === 'data' ? 'left' : 'right');
