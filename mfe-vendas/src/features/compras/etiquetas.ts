import type { RecebimentoCompra } from './api';

/**
 * The labels page of mfe-estoque for what one receipt brought in: /estoque/etiquetas?itens=<gradeId>x<qtd>,...
 * (one label per unit; helper E's contract). Another section of the shell, so the path is absolute.
 * Units of products without grades have no grade code here and are left out.
 */
export function linkEtiquetas(recebimento: Pick<RecebimentoCompra, 'itens'>): string | null {
  const porGrade = new Map<number, number>();
  for (const i of recebimento.itens) if (i.grade_id !== null) porGrade.set(i.grade_id, (porGrade.get(i.grade_id) ?? 0) + i.quantidade);
  if (porGrade.size === 0) return null;
  return `/estoque/etiquetas?itens=${[...porGrade].map(([grade, qtd]) => `${grade}x${qtd}`).join(',')}`;
}
