import { useCallback } from 'react';
import { toast } from '@loja/shared-ui';
import { displaySize } from '@loja/shared-ui/format';
import { useSacola } from '../../components/sacola';
import { checkSelection } from './availability';
import { quantidadeIndisponivel } from './messages';
import type { ProdutoCatalogo } from './types';

/**
 * Adds a product (with the chosen colour and size) to the sacola; false when the spec's rules refuse
 * it, or when the bag would hold more than the product's or grade's disponível.
 */
export type AddToSacola = (produto: ProdutoCatalogo, cor: string | null, tamanho: string | null, quantidade: number) => boolean;

/** The success toast's text: the name and, for a variant, its colour and size. */
export function addedDescription(nome: string, grade: { cor: string; tamanho: string } | null): string {
  return grade ? `${nome} — Cor: ${grade.cor}, Tamanho: ${displaySize(grade.tamanho)}` : nome;
}

export function useAddToSacola(): AddToSacola {
  const { adicionar, itens } = useSacola();
  return useCallback<AddToSacola>(
    (produto, cor, tamanho, quantidade) => {
      const result = checkSelection(produto, cor, tamanho);
      if (!result.ok) {
        toast({ ...result.refusal, variant: 'destructive' });
        return false;
      }
      const { grade } = result;
      const disponivel = grade ? grade.disponivel : produto.disponivel;
      const naSacola = itens.find((i) => i.produto.id === produto.id && (i.gradeSelecionada?.id ?? null) === (grade?.id ?? null))?.quantidade ?? 0;
      if (naSacola + quantidade > disponivel) {
        toast({ ...quantidadeIndisponivel(disponivel, naSacola), variant: 'destructive' });
        return false;
      }
      adicionar({
        produto: {
          id: produto.id,
          nome: produto.nome,
          // What the order charges now (a promotion's price while it runs) and the "de" shown beside it.
          preco_venda: produto.preco_atual,
          ...(produto.preco_de === null ? {} : { preco_de: produto.preco_de }),
          imagens: produto.imagens.map(({ url_imagem, tipo_imagem }) => ({ url_imagem, tipo_imagem })),
        },
        grade: grade ? { id: grade.id, cor: grade.cor, tamanho: grade.tamanho } : null,
        quantidade,
        disponivel,
      });
      toast({ title: 'Produto adicionado!', description: addedDescription(produto.nome, grade), variant: 'success' });
      return true;
    },
    [adicionar, itens],
  );
}
