import { useCallback } from 'react';
import { Select } from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import type { Relatorio } from '@loja/shared-ui/relatorios';
import { useLazyGetNomeLojaRelatorioEstoqueQuery, useListCategoriasRelatorioEstoqueQuery } from './api';
import { TODAS_AS_CATEGORIAS } from './messages';

/** The screen's error: the function's own refusal in Portuguese (22023, e.g. "Informe de 1 a 3650 dias sem venda."), else `padrao`. */
export function textoErro(erro: unknown, padrao: string): string | null {
  if (!erro) return null;
  const e = erro as Partial<ApiError>;
  return e.code === '22023' && typeof e.message === 'string' ? e.message : padrao;
}

/** A category id from the URL ('' or anything else → null: every category). */
export const idDoFiltro = (valor: string): number | null => (/^\d{1,18}$/.test(valor) ? Number(valor) : null);
export const ehId = (valor: string) => idDoFiltro(valor) !== null;

/**
 * `obterRelatorio` of the export buttons: `montar` reads everything from the database and gets the shop's
 * name for the PDF header (read once, then from the cache).
 */
export function useObterRelatorio(montar: (nomeLoja: string) => Promise<Relatorio>): () => Promise<Relatorio> {
  const [lerNomeLoja] = useLazyGetNomeLojaRelatorioEstoqueQuery();
  return useCallback(async () => montar(await lerNomeLoja(undefined, true).unwrap()), [montar, lerNomeLoja]);
}

/** The category filter of both reports; the name of the chosen one (for the export's title), or null. */
export function useCategorias(categoria: number | null): { opcoes: { value: string; label: string }[]; nome: string | null } {
  const { data } = useListCategoriasRelatorioEstoqueQuery();
  const opcoes = [{ value: '', label: TODAS_AS_CATEGORIAS }, ...(data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))];
  // A category from the URL still shows as chosen before (or without) its option.
  if (categoria !== null && !opcoes.some((o) => o.value === String(categoria))) opcoes.push({ value: String(categoria), label: `Categoria ${categoria}` });
  const nome = categoria === null ? null : (data?.find((c) => c.id === categoria)?.nome ?? null);
  return { opcoes, nome };
}

export function FiltroCategoria({ valor, opcoes, aoMudar }: { valor: string; opcoes: { value: string; label: string }[]; aoMudar: (valor: string) => void }) {
  return <Select label="Categoria" value={valor} options={opcoes} onChange={(e) => aoMudar(e.target.value)} />;
}
