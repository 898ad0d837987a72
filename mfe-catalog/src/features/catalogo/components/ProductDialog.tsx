import { useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Minus, Plus, Share2, ShoppingBag } from 'lucide-react';
import { Badge, Button, Dialog, IconButton } from '@loja/shared-ui';
import { media } from '@loja/shared-ui/theme';
import { isSoldOut, maxQuantidade } from '../availability';
import { compartilharProduto, produtoSearch } from '../share';
import type { ProdutoCatalogo } from '../types';
import type { AddToSacola } from '../useAddToSacola';
import { Gallery } from './Gallery';
import { Price } from './Price';
import { VariantPicker } from './VariantPicker';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
`;

const Quantity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  output {
    min-width: 2rem;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export interface ProductDialogProps {
  produto: ProdutoCatalogo | null;
  onClose: () => void;
  onAdd: AddToSacola;
  /** Returns focus to the control that opened it (the dialog opens from state, not from a Trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The product's detail: gallery, description, colours (struck through without stock), sizes, quantity. */
export function ProductDialog({ produto, onClose, onAdd, onCloseAutoFocus }: ProductDialogProps) {
  return (
    <Dialog
      open={produto !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={produto?.nome ?? ''}
      size="lg"
    >
      {/* Keyed so another product starts with no choices and quantity 1. */}
      {produto ? <ProductDetail key={produto.id} produto={produto} onAdd={onAdd} onAdded={onClose} /> : null}
    </Dialog>
  );
}

function ProductDetail({ produto, onAdd, onAdded }: { produto: ProdutoCatalogo; onAdd: AddToSacola; onAdded: () => void }) {
  const [selection, setSelection] = useState<{ cor: string | null; tamanho: string | null }>({ cor: null, tamanho: null });
  const [quantidade, setQuantidade] = useState(1);
  const soldOut = isSoldOut(produto);
  // No more than the choice's disponível (issue 24): the chosen grade's, or the most a fitting grade has.
  const maximo = maxQuantidade(produto, selection.cor, selection.tamanho);
  const escolher = (next: { cor: string | null; tamanho: string | null }) => {
    setSelection(next);
    setQuantidade((q) => Math.max(1, Math.min(q, maxQuantidade(produto, next.cor, next.tamanho))));
  };
  // This page's address (router basename included) with only ?produto={id}.
  const href = useHref({ pathname: useLocation().pathname, search: produtoSearch(produto.id) });

  const add = () => {
    if (onAdd(produto, selection.cor, selection.tamanho, quantidade)) onAdded();
  };

  return (
    <Layout>
      <Gallery imagens={produto.imagens} nome={produto.nome} soldOut={soldOut} />
      <Details>
        <div>
          {produto.categoria ? <Meta>{produto.categoria.nome}</Meta> : null}
          {produto.codigo_barras ? <Meta>Referência: {produto.codigo_barras}</Meta> : null}
        </div>
        <Price value={produto.preco_atual} de={produto.preco_de} large />
        {soldOut ? (
          <div>
            <Badge variant="destructive">ESGOTADO</Badge>
          </div>
        ) : null}
        {produto.descricao ? <Description>{produto.descricao}</Description> : null}
        <VariantPicker
          mode="detail"
          grades={produto.grades}
          cor={selection.cor}
          tamanho={selection.tamanho}
          onChange={escolher}
          productName={produto.nome}
        />
        {!soldOut ? (
          <div>
            <Label id={`qtd-${produto.id}`}>Quantidade</Label>
            <Quantity role="group" aria-labelledby={`qtd-${produto.id}`}>
              <IconButton
                aria-label="Diminuir quantidade"
                variant="outline"
                icon={<Minus size={16} aria-hidden="true" />}
                disabled={quantidade <= 1}
                onClick={() => setQuantidade((q) => Math.max(1, q - 1))}
              />
              <output aria-live="polite">{quantidade}</output>
              <IconButton
                aria-label="Aumentar quantidade"
                variant="outline"
                icon={<Plus size={16} aria-hidden="true" />}
                disabled={quantidade >= maximo}
                onClick={() => setQuantidade((q) => Math.min(q + 1, maximo))}
              />
            </Quantity>
          </div>
        ) : null}
        {soldOut ? (
          <Button fullWidth disabled variant="secondary">
            Esgotado
          </Button>
        ) : (
          <Button fullWidth size="lg" onClick={add} leftIcon={<ShoppingBag size={18} aria-hidden="true" />}>
            Adicionar à sacola
          </Button>
        )}
        <Button variant="ghost" onClick={() => void compartilharProduto(produto, new URL(href, window.location.origin).href)} leftIcon={<Share2 size={18} aria-hidden="true" />}>
          Compartilhar
        </Button>
      </Details>
    </Layout>
  );
}
