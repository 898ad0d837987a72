/**
 * Long exports run in batches on the main thread and give the browser its turn between batches, so
 * clicks, scrolling and the progress bar keep working. Not a Web Worker: the remotes are served from
 * their own origins inside the shell's page, and a worker must be same-origin with the page.
 */

interface SchedulerComYield {
  yield: () => Promise<void>;
}

/** Gives the browser a turn: `scheduler.yield()` where it exists (Chrome), else a macrotask. */
export function ceder(): Promise<void> {
  const agendador = (globalThis as { scheduler?: Partial<SchedulerComYield> }).scheduler;
  if (agendador && typeof agendador.yield === 'function') return agendador.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface Lotes {
  tamanho: number;
  sinal?: AbortSignal;
  ceder: () => Promise<void>;
}

/**
 * Maps `itens` in batches of `tamanho`, yielding after each batch and reporting the fraction done
 * (scaled into [inicio, fim] of the whole export).
 */
export async function mapearEmLotes<T, R>(
  itens: readonly T[],
  mapear: (item: T, indice: number) => R,
  lotes: Lotes,
  progresso: (feitos: number, total: number) => void,
): Promise<R[]> {
  const resultado: R[] = new Array<R>(itens.length);
  for (let inicio = 0; inicio < itens.length; inicio += lotes.tamanho) {
    lotes.sinal?.throwIfAborted();
    const fim = Math.min(inicio + lotes.tamanho, itens.length);
    for (let i = inicio; i < fim; i++) resultado[i] = mapear(itens[i], i);
    progresso(fim, itens.length);
    await lotes.ceder();
  }
  return resultado;
}

/** A progress callback limited to [inicio, fim] of the whole export, never going back. */
export function faixa(aoProgredir: ((fracao: number) => void) | undefined, inicio: number, fim: number) {
  return (feitos: number, total: number) => {
    aoProgredir?.(inicio + (fim - inicio) * (total === 0 ? 1 : feitos / total));
  };
}
