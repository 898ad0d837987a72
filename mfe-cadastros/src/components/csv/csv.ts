import { normalizeText } from '@loja/shared-ui/format';
import Papa from 'papaparse';

/**
 * CSV as a Brazilian spreadsheet (Excel, LibreOffice, Google Sheets in pt-BR) opens and saves it:
 * UTF-8 with a byte-order mark (so Excel reads "Biquíni" and not "BiquÃ­ni"), `;` between columns
 * (the comma is the decimal separator), CRLF line ends, numbers "1234,56" (no thousands dot, so a
 * spreadsheet reads them as numbers), dates dd/mm/aaaa, Sim/Não. The import accepts "1.234,56",
 * "1234,56" and "1234.56" (the database reads them, migration 20261130006000), `;`, `,` or a tab
 * between columns (the header line tells which) and a file with or without the BOM.
 */

// The writing side is the shop's one CSV format, shared with the reports' exports (issue 28).
import { BOM, SEPARADOR, type ColunaCsv } from '@loja/shared-ui/relatorios';

export { BOM, SEPARADOR, baixarArquivo, formatDataCsv, formatNumeroCsv, formatSimNao, gerarCsv, type CelulaCsv, type ColunaCsv } from '@loja/shared-ui/relatorios';

/** A row read from a file: its cells by the layout's keys and its line in the file (header = 1). */
export interface LinhaLida {
  linha: number;
  valores: Record<string, string>;
}

export interface ArquivoLido {
  linhas: LinhaLida[];
  /** Headers that name no column of the layout (ignored; the page says so). */
  colunasIgnoradas: string[];
  /** Layout columns missing from the header (their cells are blank for the database). */
  colunasAusentes: string[];
  /** What made the file unreadable, in Portuguese, or null. */
  erro: string | null;
}

/**
 * The separator the header line uses most: ';' (ours, and Excel's in pt-BR), ',' (a spreadsheet in
 * English) or a tab. Decided on the header alone, so a file of one header line reads as well as a long one.
 */
function separadorDoCabecalho(texto: string): string {
  const cabecalho = texto.slice(0, texto.search(/\r?\n|$/));
  const contar = (s: string) => cabecalho.split(s).length - 1;
  return [SEPARADOR, ',', '\t'].reduce((melhor, s) => (contar(s) > contar(melhor) ? s : melhor), SEPARADOR);
}

/** A header as compared: lower case, no accents, single spaces ("Preço de venda" = "preco  de VENDA" = "preco_de_venda"). */
const chaveCabecalho = (texto: string) => normalizeText(texto).replace(/[\s_]+/g, ' ').trim();

/**
 * Reads a CSV text by its header row: each header is matched to a layout column by its title or key
 * (case, accents, spaces and underscores ignored), blank lines are skipped, and each row keeps its
 * line number in the file so every message names the line the person sees in the spreadsheet.
 */
export function lerCsv(texto: string, colunas: readonly ColunaCsv[]): ArquivoLido {
  const semBom = texto.startsWith(BOM) ? texto.slice(1) : texto;
  const resultado = Papa.parse<string[]>(semBom, { delimiter: separadorDoCabecalho(semBom), skipEmptyLines: false });
  const [cabecalho, ...resto] = resultado.data;
  if (!cabecalho || cabecalho.every((c) => c.trim() === '')) {
    return { linhas: [], colunasIgnoradas: [], colunasAusentes: [], erro: 'O arquivo está vazio' };
  }
  const porCabecalho = new Map<string, string>();
  for (const coluna of colunas) {
    porCabecalho.set(chaveCabecalho(coluna.cabecalho), coluna.chave);
    porCabecalho.set(chaveCabecalho(coluna.chave), coluna.chave);
  }
  const chaves = cabecalho.map((titulo) => porCabecalho.get(chaveCabecalho(titulo)) ?? null);
  const colunasIgnoradas = cabecalho.filter((titulo, i) => chaves[i] === null && titulo.trim() !== '');
  const colunasAusentes = colunas.filter((c) => !chaves.includes(c.chave)).map((c) => c.cabecalho);
  if (chaves.every((c) => c === null)) {
    return { linhas: [], colunasIgnoradas, colunasAusentes, erro: 'O cabeçalho do arquivo não tem nenhuma coluna conhecida: use o modelo' };
  }

  const linhas: LinhaLida[] = [];
  resto.forEach((celulas, i) => {
    if (celulas.every((c) => c.trim() === '')) return;
    const valores: Record<string, string> = {};
    chaves.forEach((chave, j) => {
      if (chave !== null) valores[chave] = (celulas[j] ?? '').trim();
    });
    linhas.push({ linha: i + 2, valores });
  });
  if (linhas.length === 0) return { linhas, colunasIgnoradas, colunasAusentes, erro: 'O arquivo não tem linhas para importar' };
  return { linhas, colunasIgnoradas, colunasAusentes, erro: null };
}

/** 'produtos-2026-11-29.csv': the register and the day, so exports of different days do not overwrite. */
export function nomeArquivo(cadastro: string, hoje = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${cadastro}-${hoje.getFullYear()}-${pad(hoje.getMonth() + 1)}-${pad(hoje.getDate())}.csv`;
}
