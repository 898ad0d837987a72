import { useCallback } from 'react';
import type { ApiError } from '@loja/shared-ui/platform';
import type { Relatorio } from '@loja/shared-ui/relatorios';
import { useGetLojaParaVendaQuery } from '../../hooks';
import type { Tabela } from './tabelas';

/** Rows a screen page shows (the functions' default page). */
export const LIMITE_TELA = 50;

/** The screen's error: the function's own refusal in Portuguese (22023, "Escolha um período de até 3 anos."), else `padrao`. */
export function textoErro(erro: unknown, padrao: string): string | null {
  if (!erro) return null;
  const e = erro as Partial<ApiError>;
  return e.code === '22023' && typeof e.message === 'string' ? e.message : padrao;
}

/**
 * A page of rows the screen already holds in full (the motivo × size matrix, every due day): the pager's
 * `pagina` and the rows of page `n`, cut here because the database sent the whole period in one answer.
 */
export function paginaLocal<T>(linhas: readonly T[], n: number, limite = LIMITE_TELA) {
  const total = linhas.length;
  const ultima = Math.max(1, Math.ceil(total / limite));
  const pagina = Math.min(Math.max(1, n), ultima);
  return { linhas: linhas.slice((pagina - 1) * limite, pagina * limite), pagina: { pagina, limite, total_linhas: total } };
}

/**
 * `obterRelatorio` of the export buttons: `ler` brings the whole period's table (the database, p_limite
 * 50.000), and the shop's name heads the PDF (the company settings the receipts print, read once, cached).
 */
export function useObterRelatorio(titulo: string, periodo: { de: string; ate: string }, ler: () => Promise<Tabela>): () => Promise<Relatorio> {
  const { data, refetch } = useGetLojaParaVendaQuery();
  return useCallback(async () => {
    const [tabela, nomeLoja] = await Promise.all([ler(), data ? Promise.resolve(data.nome) : refetch().unwrap().then((l) => l.nome)]);
    return { titulo, nomeLoja, periodo, colunas: tabela.colunas, linhas: tabela.linhas, totais: tabela.totais };
  }, [titulo, periodo, ler, data, refetch]);
}
