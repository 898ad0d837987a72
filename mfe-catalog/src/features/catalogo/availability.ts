import { normalizeText } from '@loja/shared-ui/format';
import type { GradeProduto, ProdutoCatalogo } from './types';

/** Colour and size names compare ignoring case and accents ("Unico" and "único" are one size). */
const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);

function unique(values: string[]): string[] {
  const out: string[] = [];
  for (const v of values) if (!out.some((o) => same(o, v))) out.push(v);
  return out;
}

/**
 * Everything here reads the database's disponível (estoque − what pending orders reserve, issue 24),
 * never the physical stock: a product or grade whose units are all ordered is sold out to the next
 * shopper.
 */
export const isSoldOut = (produto: Pick<ProdutoCatalogo, 'disponivel'>) => produto.disponivel <= 0;

const inStock = (grades: GradeProduto[]) => grades.filter((g) => g.disponivel > 0);

/** Every colour of the product's grades, in grade order. */
export const allColors = (grades: GradeProduto[]) => unique(grades.map((g) => g.cor));
/** Every size of the product's grades, in grade order. */
export const allSizes = (grades: GradeProduto[]) => unique(grades.map((g) => g.tamanho));

/** The colours offered on a card: those with stock in some size. */
export const colorsInStock = (grades: GradeProduto[]) => allColors(inStock(grades));

/** The sizes offered: with stock, narrowed to the chosen colour when there is one. */
export function sizesInStock(grades: GradeProduto[], cor: string | null): string[] {
  return allSizes(inStock(grades).filter((g) => cor === null || same(g.cor, cor)));
}

/** Whether a colour has stock in any size (the dialog strikes through the others). */
export const colorHasStock = (grades: GradeProduto[], cor: string) =>
  grades.some((g) => same(g.cor, cor) && g.disponivel > 0);

/** Whether a size can be chosen: its combination with the chosen colour (or any colour) has stock. */
export const sizeHasStock = (grades: GradeProduto[], tamanho: string, cor: string | null) =>
  grades.some((g) => same(g.tamanho, tamanho) && (cor === null || same(g.cor, cor)) && g.disponivel > 0);

export function findGrade(grades: GradeProduto[], cor: string | null, tamanho: string | null): GradeProduto | null {
  return grades.find((g) => cor !== null && tamanho !== null && same(g.cor, cor) && same(g.tamanho, tamanho)) ?? null;
}

/** The hex a grade row gives for a colour, if any. */
export function colorRgb(grades: GradeProduto[], cor: string): string | null {
  return grades.find((g) => same(g.cor, cor) && g.cor_rgb)?.cor_rgb ?? null;
}

/** Clicking the chosen option again deselects it. */
export const toggle = (current: string | null, clicked: string) => (current !== null && same(current, clicked) ? null : clicked);

/** After the colour changes, a chosen size it has no stock for is dropped. */
export function keepSizeIfAvailable(grades: GradeProduto[], cor: string | null, tamanho: string | null): string | null {
  return tamanho !== null && sizeHasStock(grades, tamanho, cor) ? tamanho : null;
}

export interface SelectionRefusal {
  title: string;
  description: string;
}

export type SelectionResult = { ok: true; grade: GradeProduto | null } | { ok: false; refusal: SelectionRefusal };

export const REFUSALS = {
  esgotado: { title: 'Produto esgotado', description: 'Este produto não está disponível no momento.' },
  semCor: { title: 'Seleção obrigatória', description: 'Por favor, selecione uma cor para este produto.' },
  semTamanho: { title: 'Seleção obrigatória', description: 'Por favor, selecione um tamanho para este produto.' },
  combinacao: {
    title: 'Combinação indisponível',
    description: 'Esta combinação de cor e tamanho está esgotada. Escolha outra.',
  },
} as const satisfies Record<string, SelectionRefusal>;

/**
 * The add-to-sacola rules of the spec, in its order: sold out, then a colour, then a size when the
 * product has them; the matching grade goes along with the product.
 */
export function checkSelection(
  produto: Pick<ProdutoCatalogo, 'disponivel' | 'grades'>,
  cor: string | null,
  tamanho: string | null,
): SelectionResult {
  if (isSoldOut(produto)) return { ok: false, refusal: REFUSALS.esgotado };
  const grades = produto.grades;
  if (grades.length === 0) return { ok: true, grade: null };
  if (colorsInStock(grades).length > 0 && cor === null) return { ok: false, refusal: REFUSALS.semCor };
  if (sizesInStock(grades, cor).length > 0 && tamanho === null) return { ok: false, refusal: REFUSALS.semTamanho };
  const grade = findGrade(grades, cor, tamanho);
  if (!grade || grade.disponivel <= 0) return { ok: false, refusal: REFUSALS.combinacao };
  return { ok: true, grade };
}

/**
 * The most a shopper can ask for with the current choice: the chosen grade's disponível; before a
 * grade is chosen, the most any grade that fits the choice has (the product's own without grades).
 */
export function maxQuantidade(produto: Pick<ProdutoCatalogo, 'disponivel' | 'grades'>, cor: string | null, tamanho: string | null): number {
  const grades = produto.grades;
  if (grades.length === 0) return Math.max(0, produto.disponivel);
  const grade = findGrade(grades, cor, tamanho);
  if (grade) return Math.max(0, grade.disponivel);
  const fits = grades.filter((g) => (cor === null || same(g.cor, cor)) && (tamanho === null || same(g.tamanho, tamanho)));
  return Math.max(0, ...fits.map((g) => g.disponivel));
}
