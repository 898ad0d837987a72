import type { TipoColuna, ValorCelula } from './formato';

/** One column of a report: the row's key, the header, and what it holds (decides format and alignment). */
export interface ColunaRelatorio {
  chave: string;
  titulo: string;
  tipo: TipoColuna;
}

export type LinhaRelatorio = Record<string, ValorCelula>;

/** A report as it is exported: what the screens show, with every row of the period (not just one page). */
export interface Relatorio {
  /** e.g. "Vendas por dia". */
  titulo: string;
  /** The shop's name, printed at the top of every PDF page. */
  nomeLoja: string;
  /** The period, 'aaaa-mm-dd' inclusive (the shop's days). */
  periodo: { de: string; ate: string };
  colunas: readonly ColunaRelatorio[];
  linhas: readonly LinhaRelatorio[];
  /** The totals row (same keys as the rows), written last; the first column usually holds "Total". */
  totais?: LinhaRelatorio;
}

/** Progress of an export, 0 to 1 (1 = the file is ready). */
export type AoProgredir = (fracao: number) => void;

export interface OpcoesExportacao {
  aoProgredir?: AoProgredir;
  /** Rows handled between two yields to the browser (default 500). */
  tamanhoDoLote?: number;
  /** Stops the export at the next batch (the promise rejects with the signal's reason). */
  sinal?: AbortSignal;
  /** How to give the browser its turn; tests pass a counter. Default: `ceder`. */
  ceder?: () => Promise<void>;
}
