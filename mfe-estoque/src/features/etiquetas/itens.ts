/**
 * The labels to print, kept in the URL (`?itens=12x3,15x1,p46x2`): a grade's id, or `p` and the id of a
 * product without grades, `x` and how many labels. A received purchase order links here with what
 * arrived (one label per unit); the page writes every change back, so a reload or a shared link shows
 * the same sheet.
 */
export interface ItemEscolhido {
  /** '12' for grade 12, 'p46' for product 46 (without grades). */
  chave: string;
  quantidade: number;
}

/** More labels of one line than this is a typo (a sheet holds 30). */
export const QUANTIDADE_MAXIMA = 999;

const TOKEN = /^(p?)(\d{1,15})x(\d{1,4})$/;

export const chaveDaGrade = (id: number) => String(id);
export const chaveDoProduto = (id: number) => `p${id}`;

/** The grade or product a key names. */
export function alvoDaChave(chave: string): { grade: number } | { produto: number } {
  return chave.startsWith('p') ? { produto: Number(chave.slice(1)) } : { grade: Number(chave) };
}

/** Reads `?itens=`: malformed pieces are skipped, a repeated key adds up, quantities stay within 0–999. */
export function lerItens(valor: string | null): ItemEscolhido[] {
  const itens = new Map<string, number>();
  for (const parte of (valor ?? '').split(',')) {
    const m = TOKEN.exec(parte.trim().toLowerCase());
    if (!m) continue;
    const id = Number(m[2]);
    if (!Number.isSafeInteger(id) || id <= 0) continue;
    const chave = `${m[1]}${id}`;
    itens.set(chave, Math.min((itens.get(chave) ?? 0) + Number(m[3]), QUANTIDADE_MAXIMA));
  }
  return [...itens].map(([chave, quantidade]) => ({ chave, quantidade }));
}

export function escreverItens(itens: readonly ItemEscolhido[]): string {
  return itens.map(({ chave, quantidade }) => `${chave}x${quantidade}`).join(',');
}

/** A typed quantity as the list keeps it: a whole number from 0 to 999 (anything else is 0). */
export function quantidadeDigitada(texto: string): number {
  const n = Math.trunc(Number(texto));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), QUANTIDADE_MAXIMA) : 0;
}

/** `?produto=46`: the product whose labels to start from (its grades, one per unit in stock or 1 each). */
export function produtoDaUrl(valor: string | null): number | null {
  if (valor === null || !/^\d{1,15}$/.test(valor)) return null;
  const id = Number(valor);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Each label once per unit: the list's lines repeated by their quantities, in the list's order. */
export function repetir<T>(linhas: readonly T[], quantidade: (linha: T) => number): T[] {
  return linhas.flatMap((linha) => Array<T>(Math.max(quantidade(linha), 0)).fill(linha));
}
