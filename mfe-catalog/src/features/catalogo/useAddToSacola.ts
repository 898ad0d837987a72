import { useCallback } from 'react';
import { toast } from '@loja/shared-ui';
import { displaySize } from '@loja/shared-ui/format';
import { useSacola } from '../../components/sacola';
import { checkSelection } from './availability';
import type { ProdutoCatalogo } from './types';

/** Adds a product (with the chosen colour and size) to the sacola; false when the spec's rules refuse it. */
export type AddToSacola = (produto: ProdutoCatalogo, cor: string | null, tamanho: string | null, quantidade: number) => boolean;

/** The success toast's text: the name and, for a variant, its colour and size. */
export function addedDescription(nome: string, grade: { cor: string; tamanho: string } | null): string {
  return grade ? `${nome} — Cor: ${grade.cor}, Tamanho: ${displaySize(grade.tamanho)}` : nome;
}

export function useAddToSacola(): AddToSacola {
  const { adicionar } = useSacola();
  return useCallback<AddToSacola>(
    (produto, cor, tamanho, quantidade) => {
      const result = checkSelection(produto, cor, tamanho);
      if (!result.ok) {
        toast({ ...result.refusal, variant: 'destructive' });
        return false;
      }
      const { grade } = result;
      adicionar({
        produto: {
          id: produto.id,
          nome: produto.nome,
          preco_venda: produto.preco_venda,
          imagens: produto.imagens.map(({ url_imagem, tipo_imagem }) => ({ url_imagem, tipo_imagem })),
        },
        grade: grade ? { id: grade.id, cor: grade.cor, tamanho: grade.tamanho } : null,
        quantidade,
      });
      toast({ title: 'Produto adicionado!', description: addedDescription(produto.nome, grade), variant: 'success' });
      return true;
    },
    [adicionar],
  );
}
