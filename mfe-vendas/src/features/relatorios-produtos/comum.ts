import { useCallback } from 'react';
import type { ApiError } from '@loja/shared-ui/platform';
import type { ColunaRelatorio, LinhaRelatorio, Relatorio } from '@loja/shared-ui/relatorios';
import { useGetLojaParaVendaQuery } from '../../hooks';

/** Rows per screen page; the export reads the whole period. */
export const LINHAS_POR_PAGINA = 50;

/** The screen's error: the function's own refusal in Portuguese (22023, e.g. "Escolha um período de até 3 anos."), else a generic line. */
export function textoErro(erro: unknown, padrao: string): string | null {
  if (!erro) return null;
  const e = erro as Partial<ApiError>;
  return e.code === '22023' && typeof e.message === 'string' ? e.message : padrao;
}

/** A whole number from the URL ('' → null): an id filter. */
export const idDoFiltro = (valor: string): number | null => (/^\d{1,18}$/.test(valor) ? Number(valor) : null);
export const ehId = (valor: string) => idDoFiltro(valor) !== null;

/** 580 of 1130 → 51.33: a share to show beside a figure (the database gave both), to two decimals. */
export const participacao = (parte: number, total: number): number | null => (total > 0 ? Math.round((parte * 10_000) / total) / 100 : null);

export interface ExportacaoProdutos {
  titulo: string;
  periodo: { de: string; ate: string };
  colunas: readonly ColunaRelatorio[];
  /** Reads every row of the period (p_limite 50.000, page 1) and its totals. */
  ler: () => Promise<{ linhas: LinhaRelatorio[]; totais: LinhaRelatorio }>;
}

/**
 * `obterRelatorio` of the export buttons: the whole period from the database, with the shop's name for the
 * PDF header (the company settings the receipts print, read once and cached).
 */
export function useObterRelatorio({ titulo, periodo, colunas, ler }: ExportacaoProdutos): () => Promise<Relatorio> {
  const loja = useGetLojaParaVendaQuery();
  const { data, refetch } = loja;
  return useCallback(async () => {
    const [dados, nomeLoja] = await Promise.all([ler(), data ? Promise.resolve(data.nome) : refetch().unwrap().then((l) => l.nome)]);
    return { titulo, nomeLoja, periodo, colunas, linhas: dados.linhas, totais: dados.totais };
  }, [titulo, periodo, colunas, ler, data, refetch]);
}
