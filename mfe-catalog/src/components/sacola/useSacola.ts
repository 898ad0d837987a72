import { useCallback, useContext, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@loja/shared-ui/platform/core';
import { SacolaContext } from './SacolaProvider';
import {
  adicionarItem,
  atualizarQuantidade as atualizarQuantidadeAction,
  limparSacola,
  removerItem,
  selectItens,
  selectTotalItens,
  selectValorTotal,
  type AdicionarItemPayload,
} from './sacolaSlice';
import type { SacolaItem } from './types';

export const USE_SACOLA_OUTSIDE_PROVIDER = 'useSacola deve ser usado dentro de um SacolaProvider';

export interface UseSacolaResult {
  itens: SacolaItem[];
  /** Sum of quantidade. */
  totalItens: number;
  /** Sum of preco_venda × quantidade. */
  valorTotal: number;
  /** Same product + grade raises the quantity (by `quantidade`, default 1); else a new line. */
  adicionar: (payload: AdicionarItemPayload) => void;
  remover: (produtoId: number, gradeId?: number | null) => void;
  /** 0 or less removes the line. */
  atualizarQuantidade: (produtoId: number, quantidade: number, gradeId?: number | null) => void;
  limpar: () => void;
}

/** The sacola and its actions; throws outside a <SacolaProvider>. */
export function useSacola(): UseSacolaResult {
  if (!useContext(SacolaContext)) throw new Error(USE_SACOLA_OUTSIDE_PROVIDER);
  const dispatch = useAppDispatch();
  const itens = useAppSelector(selectItens);
  const totalItens = useAppSelector(selectTotalItens);
  const valorTotal = useAppSelector(selectValorTotal);

  const adicionar = useCallback((payload: AdicionarItemPayload) => dispatch(adicionarItem(payload)), [dispatch]);
  const remover = useCallback(
    (produtoId: number, gradeId?: number | null) => dispatch(removerItem({ produtoId, gradeId })),
    [dispatch],
  );
  const atualizarQuantidade = useCallback(
    (produtoId: number, quantidade: number, gradeId?: number | null) =>
      dispatch(atualizarQuantidadeAction({ produtoId, quantidade, gradeId })),
    [dispatch],
  );
  const limpar = useCallback(() => dispatch(limparSacola()), [dispatch]);

  return useMemo(
    () => ({ itens, totalItens, valorTotal, adicionar, remover, atualizarQuantidade, limpar }),
    [itens, totalItens, valorTotal, adicionar, remover, atualizarQuantidade, limpar],
  );
}
