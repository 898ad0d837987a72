import type { CodigoEncontrado, GradeEstoque, ProdutoEstoque } from '../../../hooks';

/**
 * What a barcode read into the search (a USB scanner types the code and Enter) leads to. Exactly
 * one match adds its line at once: a grade's code names the grade, a product's Referência the
 * product. Nothing, or several things, and the text is searched as typed instead.
 */
export type LeituraDoCodigo =
  | { tipo: 'grade'; produto: ProdutoEstoque; grade: GradeEstoque }
  /** A product's Referência: added without grade when it has none; asked for its grade otherwise. */
  | { tipo: 'produto'; produto: ProdutoEstoque }
  | { tipo: 'nenhum' }
  | { tipo: 'varios'; quantos: number };

export function lerCodigo(encontrados: readonly CodigoEncontrado[]): LeituraDoCodigo {
  // The same product or grade twice (both lookups naming it) is still one match.
  const unicos = new Map(encontrados.map((item) => [`${item.produto.id}:${item.grade?.id ?? ''}`, item]));
  if (unicos.size === 0) return { tipo: 'nenhum' };
  if (unicos.size > 1) return { tipo: 'varios', quantos: unicos.size };
  const [{ produto, grade }] = [...unicos.values()] as [CodigoEncontrado];
  return grade ? { tipo: 'grade', produto, grade } : { tipo: 'produto', produto };
}
