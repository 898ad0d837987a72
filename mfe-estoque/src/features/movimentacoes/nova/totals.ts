import { quantidadeValida, type LinhaSelecionada } from './picker';

/**
 * The panel's figures, in whole cents so a sum of prices never shows a float's error
 * (0,10 + 0,20 is R$ 0,30, not R$ 0,30000000000000004).
 */

/** An amount in R$ as whole cents; empty or not a number counts 0. */
export function emCentavos(valor: number | '' | null | undefined): number {
  if (valor === '' || valor === null || valor === undefined || !Number.isFinite(valor)) return 0;
  return Math.round(valor * 100);
}

/** Quantity × unit price, in cents; a line whose quantity is not yet valid counts 0. */
export function totalDaLinhaEmCentavos(linha: Pick<LinhaSelecionada, 'quantidade' | 'preco_unitario'>): number {
  return quantidadeValida(linha.quantidade) ? linha.quantidade * emCentavos(linha.preco_unitario) : 0;
}

export interface Totais {
  /** How many lines. */
  itens: number;
  /** The units of every line. */
  quantidade: number;
  /** R$ of every line, in cents. */
  centavos: number;
}

export function totaisDasLinhas(linhas: readonly Pick<LinhaSelecionada, 'quantidade' | 'preco_unitario'>[]): Totais {
  return linhas.reduce<Totais>(
    (soma, linha) => ({
      itens: soma.itens + 1,
      quantidade: soma.quantidade + (quantidadeValida(linha.quantidade) ? linha.quantidade : 0),
      centavos: soma.centavos + totalDaLinhaEmCentavos(linha),
    }),
    { itens: 0, quantidade: 0, centavos: 0 },
  );
}

/** Cents back to R$ for formatBRL. */
export const emReais = (centavos: number) => centavos / 100;
