import type { LinhaBalanco } from './api';

/** The review's filter: every counted line, only the ones with a difference, only the ones whose stock moved. */
export type FiltroRevisao = 'todas' | 'diferencas' | 'mudaram';

export function filtrarLinhas(linhas: readonly LinhaBalanco[], filtro: FiltroRevisao): LinhaBalanco[] {
  if (filtro === 'diferencas') return linhas.filter((l) => l.diferenca !== 0);
  if (filtro === 'mudaram') return linhas.filter((l) => l.mudou);
  return [...linhas];
}

/** "Biquíni Aruba (Azul/P)", or the product's name alone when it has no grades. */
export function nomeDoItem(item: { produto_nome: string; cor: string | null; tamanho: string | null }): string {
  return item.cor === null ? item.produto_nome : `${item.produto_nome} (${item.cor}/${item.tamanho ?? ''})`;
}

/** A difference with its sign: "+2", "-3", "0". */
export function comSinal(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
