import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@loja/shared-ui';
import { PRODUTO_PARAM, parseProdutoId } from './share';
import type { ProdutoCatalogo } from './types';
import { useProdutoPorId } from './useDadosDoCatalogo';

export const PRODUTO_NAO_ENCONTRADO = {
  title: 'Produto não encontrado',
  description: 'Este produto não está mais disponível na loja.',
  variant: 'destructive',
} as const;
export const PRODUTO_NAO_CARREGADO = {
  title: 'Não foi possível abrir o produto',
  description: 'Verifique sua conexão e tente novamente.',
  variant: 'destructive',
} as const;

/**
 * The product whose dialog is open lives in the URL (`?produto={id}`), so a link opens it. Opening
 * and closing replace the history entry (Back leaves the catalogue instead of reopening products).
 * A product on the current page opens at once; another is read by id once the page has loaded; an
 * unknown or inactive id says so in a toast and leaves the URL.
 */
export function useProdutoNaUrl(pagina: ProdutoCatalogo[] | undefined, paginaCarregada: boolean) {
  const [params, setParams] = useSearchParams();
  const id = parseProdutoId(params.get(PRODUTO_PARAM));
  // The card's product, kept so the dialog opens in the same render as the click.
  const [clicado, setClicado] = useState<ProdutoCatalogo | null>(null);
  const local = id === null ? undefined : clicado?.id === id ? clicado : pagina?.find((p) => p.id === id);
  const porId = useProdutoPorId(id !== null && local === undefined && paginaCarregada ? id : null);

  const setId = useCallback(
    (next: number | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(PRODUTO_PARAM);
          else updated.set(PRODUTO_PARAM, String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const naoEncontrado = id !== null && local === undefined && porId.isSuccess && porId.currentData === null;
  const falhou = id !== null && local === undefined && porId.isError;
  // Once per id (a development StrictMode runs effects twice).
  const avisado = useRef<number | null>(null);
  useEffect(() => {
    if ((!naoEncontrado && !falhou) || avisado.current === id) return;
    avisado.current = id;
    toast(naoEncontrado ? PRODUTO_NAO_ENCONTRADO : PRODUTO_NAO_CARREGADO);
    setId(null);
  }, [naoEncontrado, falhou, id, setId]);

  const abrir = useCallback(
    (produto: ProdutoCatalogo) => {
      setClicado(produto);
      setId(produto.id);
    },
    [setId],
  );
  const fechar = useCallback(() => {
    setClicado(null);
    setId(null);
  }, [setId]);

  const produto = id === null ? null : (local ?? porId.currentData ?? null);
  return { id, produto, abrir, fechar };
}
