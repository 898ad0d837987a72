import { useState } from 'react';
import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Badge, Button } from '@loja/shared-ui';
import { minWidthQuery } from '@loja/shared-ui/theme';
import { isSoldOut } from '../availability';
import { principalImage, secondaryImage } from '../images';
import type { ProdutoCatalogo } from '../types';
import type { AddToSacola } from '../useAddToSacola';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { VariantPicker } from './VariantPicker';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Media = styled.button<{ $soldOut: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 4 / 5;
  padding: 0;
  border: 0;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: opacity ${({ theme }) => theme.transitions.normal};
    filter: ${({ $soldOut }) => ($soldOut ? 'grayscale(1) opacity(0.6)' : 'none')};
  }
  img[data-secondary] {
    opacity: 0;
  }
  /* Hovering swaps to the secondary image, when there is one. */
  @media (hover: hover) {
    &:hover img[data-secondary] {
      opacity: 1;
    }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** Holds the image button and, beside it rather than inside it, the ESGOTADO badge (a button's visible text must be in its name). */
const MediaFrame = styled.div`
  position: relative;
`;

const SoldOutBadge = styled(Badge)`
  position: absolute;
  pointer-events: none;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  letter-spacing: 0.06em;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Category = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  /* Two lines kept for every name, so the prices of a row line up too. */
  min-height: calc(2em * ${({ theme }) => theme.lineHeights.snug});
  button {
    all: unset;
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Unavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructiveText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Footer = styled.div`
  margin-top: auto;
`;

export interface ProductCardProps {
  produto: ProdutoCatalogo;
  onOpen: (produto: ProdutoCatalogo) => void;
  onAdd: AddToSacola;
  /**
   * The card is on a phone's or tablet's first screen (below lg): its photo is fetched at once, by the
   * HTML itself in the first view (it is a phone's largest paint). Never from lg up (see ProductGrid).
   */
  eager?: boolean;
}

/** A product in the grid: image (secondary on hover), colour and size choices, price, add to sacola. */
export function ProductCard({ produto, onOpen, onAdd, eager = false }: ProductCardProps) {
  const [selection, setSelection] = useState<{ cor: string | null; tamanho: string | null }>({ cor: null, tamanho: null });
  // The hover photo is a mouse's: mounted when a mouse first points at the card. Phones (no hover) and
  // the first screen's loads never fetch it: twelve photos fewer competing with the largest paint.
  const [comSecundaria, setComSecundaria] = useState(false);
  const soldOut = isSoldOut(produto);
  const principal = principalImage(produto.imagens);
  const secondary = secondaryImage(produto.imagens);
  const sizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';

  const add = () => {
    if (onAdd(produto, selection.cor, selection.tamanho, 1)) setSelection({ cor: null, tamanho: null });
  };

  return (
    // data-produto and each control's data-toque name a tap made on the first view's copy of this card
    // before the page took over, so the page replays it here (PRODUTO_ATTR, TOQUE_ATTR in primeiraVista.ts, issue 25 §3).
    <Card
      aria-label={produto.nome}
      data-testid="produto-card"
      data-produto={produto.id}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setComSecundaria(true);
      }}
    >
      <MediaFrame>
        <Media type="button" $soldOut={soldOut} onClick={() => onOpen(produto)} aria-label={`Ver detalhes de ${produto.nome}`} data-toque="abrir">
          <ProductImage
            url={principal?.url_imagem}
            width={480}
            sizes={sizes}
            alt={produto.nome}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            vaziaEm={eager ? minWidthQuery('lg') : undefined}
          />
          {secondary && !soldOut && comSecundaria ? (
            <ProductImage url={secondary.url_imagem} width={480} sizes={sizes} alt="" loading="lazy" decoding="async" data-secondary="" />
          ) : null}
        </Media>
        {soldOut ? <SoldOutBadge variant="destructive">ESGOTADO</SoldOutBadge> : null}
      </MediaFrame>
      <Body>
        <div>
          {produto.categoria ? <Category>{produto.categoria.nome}</Category> : null}
          <Name>
            <button type="button" onClick={() => onOpen(produto)} data-toque="abrir">
              {produto.nome}
            </button>
          </Name>
        </div>
        <Price value={produto.preco_atual} de={produto.preco_de} />
        {soldOut ? (
          <Unavailable>Indisponível</Unavailable>
        ) : (
          <VariantPicker
            mode="card"
            grades={produto.grades}
            cor={selection.cor}
            tamanho={selection.tamanho}
            onChange={setSelection}
            productName={produto.nome}
          />
        )}
        <Footer>
          {soldOut ? (
            <Button fullWidth disabled variant="secondary">
              Esgotado
            </Button>
          ) : (
            <Button fullWidth onClick={add} leftIcon={<ShoppingBag size={18} aria-hidden="true" />} data-toque="adicionar">
              Adicionar à sacola
            </Button>
          )}
        </Footer>
      </Body>
    </Card>
  );
}
