import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Pagination, Skeleton } from '@loja/shared-ui';
import { media, minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { firstViewShown } from '@loja/shared-ui/platform/core';
import { SearchX } from 'lucide-react';
import type { CatalogPage, ProdutoCatalogo } from '../types';
import type { AddToSacola } from '../useAddToSacola';
import type { SugestaoBusca } from '../api';
import { ProductCard } from './ProductCard';
import { SearchSuggestions } from './SearchSuggestions';

const Grid = styled.ul<{ $stale: boolean }>`
  display: grid;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.normal};
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;
  margin: 0;
  padding: 0;
  /* Every card as tall as its row, so the add buttons (pinned to the cards' feet) line up. */
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
    min-width: 0;
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card's frame while the first page loads: the product card's border, picture (4:5) and body. */
const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > :first-child {
    aspect-ratio: 4 / 5;
    border-radius: 0;
  }
`;

const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

/** Cards shown while the first page loads: two rows of the widest grid. */
export const SKELETON_CARDS = 6;

/**
 * Cards whose photo loads at once below lg: the first row (1 column on phones, 2 on tablets), on the
 * first screen there (a phone's largest paint is the first card's photo). From lg up the hero, the
 * banners and the categories fill the first screen: every photo is lazy, so none competes with the hero.
 */
export const CARDS_NA_PRIMEIRA_TELA = 2;

/** About the height of a product card's body (category, two-line name, price, colours, sizes, button). */
function ProductCardSkeleton() {
  return (
    <SkeletonCard data-testid="produto-card-esqueleto">
      <Skeleton shape="rect" height="auto" />
      <SkeletonBody>
        <Skeleton width="35%" height="0.75rem" />
        <Skeleton width="85%" height="2.5rem" />
        <Skeleton width="45%" height="3.25rem" />
        <Skeleton width="60%" height="3.25rem" />
        <Skeleton width="70%" height="3.25rem" />
        <Skeleton shape="rect" height="2.75rem" />
      </SkeletonBody>
    </SkeletonCard>
  );
}

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
`;

export interface ProductGridProps {
  data: CatalogPage | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  onOpen: (produto: ProdutoCatalogo) => void;
  onAdd: AddToSacola;
  /** The closest products when a search found nothing ("Você quis dizer…"); none otherwise. */
  sugestoes?: readonly SugestaoBusca[];
  /** Runs the search for a suggested product's name. */
  onSugestao?: (nome: string) => void;
}

/**
 * The product grid: 1, 2 or 3 columns; while the first page loads "Carregando produtos..." over skeleton
 * cards in the grid's own columns (the cards take their place without moving); empty state (with
 * "Você quis dizer…"), error with retry, pagination.
 */
export function ProductGrid({ data, loading, error, onRetry, onClearFilters, onPageChange, onOpen, onAdd, sugestoes = [], onSugestao = () => {} }: ProductGridProps) {
  // The products (or their error) are on screen: the storefront's first view is done, and the auth
  // client (supabase-js) may load now, in an idle moment, never before the grid (issue 25 §2).
  const answered = data !== undefined || error;
  const desktop = useMediaQuery(minWidthQuery('lg'));
  useEffect(() => {
    if (answered) firstViewShown();
  }, [answered]);
  if (loading && !data) {
    return (
      <div aria-busy="true">
        <Summary role="status">Carregando produtos...</Summary>
        <Grid as="div" aria-hidden="true" $stale={false}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </Grid>
      </div>
    );
  }
  if (error && !data) {
    return (
      <EmptyState
        title="Não foi possível carregar os produtos."
        description="Verifique sua conexão e tente novamente."
        action={<Button onClick={onRetry}>Tentar novamente</Button>}
      />
    );
  }
  if (!data || data.rows.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={40} aria-hidden="true" />}
        title="Nenhum produto encontrado com os filtros selecionados."
        action={
          <>
            <SearchSuggestions sugestoes={sugestoes} onSelect={onSugestao} />
            <Button variant="outline" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          </>
        }
      />
    );
  }
  // While another page or filter loads, the previous cards stay (dimmed) so nothing jumps.
  return (
    <div aria-busy={loading}>
      <Summary role="status">
        {loading
          ? 'Carregando produtos...'
          : `${data.total === 1 ? '1 produto encontrado' : `${data.total} produtos encontrados`}${
              data.totalPages > 1 ? ` · página ${data.page} de ${data.totalPages}` : ''
            }`}
      </Summary>
      <Grid aria-label="Produtos" $stale={loading}>
        {data.rows.map((produto, index) => (
          <li key={produto.id}>
            <ProductCard produto={produto} onOpen={onOpen} onAdd={onAdd} eager={!desktop && index < CARDS_NA_PRIMEIRA_TELA} />
          </li>
        ))}
      </Grid>
      {data.totalPages > 1 ? (
        <Bottom>
          <Pagination page={data.page} totalPages={data.totalPages} onPageChange={onPageChange} aria-label="Páginas de produtos" />
        </Bottom>
      ) : null}
    </div>
  );
}
