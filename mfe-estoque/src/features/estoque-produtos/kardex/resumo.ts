import type { KardexLinha, ProdutoKardex } from '../api';

export interface ResumoKardex {
  /** The lines shown: every line, or the chosen grade's only. */
  linhas: KardexLinha[];
  /** The balance after the last line shown: the product's (saldo) or, for one grade, the grade's (saldo_grade); 0 without movements. */
  saldoFinal: number;
  /** What the database says is in stock now: the product's estoque_atual or the chosen grade's. */
  estoqueAtual: number;
  /** The ledger and the stock disagree (never, while every stock change goes through the movement functions). */
  divergente: boolean;
}

/**
 * What the kardex page shows for `gradeId` (null: the whole product): its lines, the final balance
 * and whether it equals the current stock. The view's running balances cover every movement of the
 * product even when only the latest are read, so the last line's balance is the ledger's total.
 * `completo` is false when the oldest movements were left out (see getKardex).
 */
export function resumoKardex(linhas: readonly KardexLinha[], produto: ProdutoKardex, gradeId: number | null, completo = true): ResumoKardex {
  const grade = gradeId === null ? undefined : produto.grades.find((g) => g.id === gradeId);
  const visiveis = grade ? linhas.filter((l) => l.grade_id === grade.id) : [...linhas];
  const ultima = visiveis.at(-1);
  const saldoFinal = (grade ? ultima?.saldo_grade : ultima?.saldo) ?? 0;
  const estoqueAtual = grade ? grade.estoque_atual : produto.estoque_atual;
  // A grade whose movements are all older than the lines read has no balance here to compare.
  const semSaldo = !completo && !ultima;
  return { linhas: visiveis, saldoFinal: semSaldo ? estoqueAtual : saldoFinal, estoqueAtual, divergente: !semSaldo && saldoFinal !== estoqueAtual };
}
