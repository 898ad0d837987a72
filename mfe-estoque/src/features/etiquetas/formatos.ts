/**
 * The label stocks the page prints on, in millimetres as sold. A sheet is a grid of `colunas` ×
 * `linhas` labels from the page's top-left margin, with gaps between columns and rows; a roll is one
 * label per page (the thermal printer's driver feeds one label per page of that size).
 */
export type FormatoId = 'a4' | 'carta' | 'termica';

export interface Formato {
  id: FormatoId;
  nome: string;
  /** One line under the select: what to buy or load. */
  descricao: string;
  /** The page the browser prints (its @page size). */
  pagina: { largura: number; altura: number };
  etiqueta: { largura: number; altura: number };
  colunas: number;
  linhas: number;
  margem: { topo: number; esquerda: number };
  espaco: { coluna: number; linha: number };
  /** What the label keeps clear inside its edge (a printer cannot print to the sheet's edge). */
  respiro: number;
  /** The @page size keyword or dimensions. */
  tamanhoCss: string;
}

export const FORMATOS: Record<FormatoId, Formato> = {
  // The whole A4 page cut into 3 × 10 labels of 70 × 29,7 mm (210 / 3 and 297 / 10), no margins: the
  // A4 3 × 10 stock shops buy. No printer prints to the edge, so each label keeps 3 mm clear inside.
  a4: {
    id: 'a4',
    nome: 'Folha A4 — 70 × 29,7 mm',
    descricao: '3 × 10 = 30 etiquetas por folha A4, sem margens.',
    pagina: { largura: 210, altura: 297 },
    etiqueta: { largura: 70, altura: 29.7 },
    colunas: 3,
    linhas: 10,
    margem: { topo: 0, esquerda: 0 },
    espaco: { coluna: 0, linha: 0 },
    respiro: 3,
    tamanhoCss: 'A4',
  },
  // Pimaco 6180 (also 6080, 6280; Avery 5160): Carta paper 215,9 × 279,4 mm, 3 × 10 labels of
  // 66,7 × 25,4 mm; 12,7 mm top margin, 4,8 mm side margins, 3,2 mm between columns, none between rows.
  carta: {
    id: 'carta',
    nome: 'Pimaco 6180 — 66,7 × 25,4 mm',
    descricao: '3 × 10 = 30 etiquetas por folha Carta (também 6080 e 6280).',
    pagina: { largura: 215.9, altura: 279.4 },
    etiqueta: { largura: 66.7, altura: 25.4 },
    colunas: 3,
    linhas: 10,
    margem: { topo: 12.7, esquerda: 4.8 },
    espaco: { coluna: 3.2, linha: 0 },
    respiro: 2,
    tamanhoCss: 'letter',
  },
  termica: {
    id: 'termica',
    nome: 'Rolo térmico — 40 × 25 mm',
    descricao: 'Uma etiqueta por página: configure o papel da impressora térmica para 40 × 25 mm.',
    pagina: { largura: 40, altura: 25 },
    etiqueta: { largura: 40, altura: 25 },
    colunas: 1,
    linhas: 1,
    margem: { topo: 0, esquerda: 0 },
    espaco: { coluna: 0, linha: 0 },
    respiro: 1.5,
    tamanhoCss: '40mm 25mm',
  },
};

export const FORMATO_PADRAO: FormatoId = 'a4';

export function formatoDaUrl(valor: string | null): FormatoId {
  return valor === 'a4' || valor === 'carta' || valor === 'termica' ? valor : FORMATO_PADRAO;
}

export const porPagina = (formato: Formato) => formato.colunas * formato.linhas;

/** Where a label's cell starts on its page, in mm from the page's top-left corner. */
export function posicao(formato: Formato, celula: number): { x: number; y: number } {
  const coluna = celula % formato.colunas;
  const linha = Math.floor(celula / formato.colunas);
  return {
    x: formato.margem.esquerda + coluna * (formato.etiqueta.largura + formato.espaco.coluna),
    y: formato.margem.topo + linha * (formato.etiqueta.altura + formato.espaco.linha),
  };
}

/**
 * The labels laid out in pages of cells (null: a cell left blank). On a sheet, `inicio` (1-based) is
 * the first free label of a sheet already used in part: the cells before it stay blank.
 */
export function paginas<T>(etiquetas: readonly T[], formato: Formato, inicio = 1): (T | null)[][] {
  if (etiquetas.length === 0) return [];
  const celulas = porPagina(formato);
  const pular = celulas > 1 ? Math.min(Math.max(Math.trunc(inicio) || 1, 1), celulas) - 1 : 0;
  const todas: (T | null)[] = [...Array<null>(pular).fill(null), ...etiquetas];
  const resultado: (T | null)[][] = [];
  for (let i = 0; i < todas.length; i += celulas) resultado.push(todas.slice(i, i + celulas));
  return resultado;
}
