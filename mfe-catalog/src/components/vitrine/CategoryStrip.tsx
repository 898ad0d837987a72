import styled, { css } from 'styled-components';
import { Carousel, Skeleton } from '@loja/shared-ui';
import { media, minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { categoryArt } from './categoryArt';

/** Spec: the category carousel moves 280 px per step on small screens. */
export const CATEGORY_CARD_WIDTH_PX = 280;

export interface CategoriaResumo {
  id: number;
  nome: string;
}

export interface CategoryStripProps {
  categorias: readonly CategoriaResumo[];
  /** The selected category id, or null for TODAS. */
  selecionada: number | null;
  /** A category id, or null for TODAS. */
  onSelect: (categoria: number | null) => void;
  loading?: boolean;
}

const Section = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    text-align: center;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  ${media.xl} {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`;

const Card = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  overflow: hidden;
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      /* An inset ring: an outer one would be clipped by the carousel's viewport. */
      border-color: ${theme.colors.primary};
      box-shadow: inset 0 0 0 1px ${theme.colors.primary};
    `}
`;

const Art = styled.span<{ $src: string | null }>`
  display: block;
  aspect-ratio: 4 / 3;
  background: ${({ $src, theme }) =>
    $src
      ? `${theme.colors.surfaceMuted} url("${$src}") center / cover no-repeat`
      : `linear-gradient(135deg, ${theme.colors.placeholderGradientFrom}, ${theme.colors.placeholderGradientTo})`};
`;

const Text = styled.span<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface CardProps {
  nome: string;
  acao: string;
  art: string | null;
  selected: boolean;
  onClick: () => void;
}

function CategoryCard({ nome, acao, art, selected, onClick }: CardProps) {
  return (
    <Card type="button" $selected={selected} aria-pressed={selected} onClick={onClick}>
      <Art $src={art} aria-hidden="true" />
      <Text $selected={selected}>
        <strong>{nome}</strong>
        <span>{acao}</span>
      </Text>
    </Card>
  );
}

/**
 * "Nossas Categorias": TODAS (VER TUDO) and one card per category (COMPRAR AGORA); the selected
 * one is highlighted. A row from lg up; below it a carousel of 280 px cards with arrows and dots.
 */
export function CategoryStrip({ categorias, selecionada, onSelect, loading = false }: CategoryStripProps) {
  const wide = useMediaQuery(minWidthQuery('lg'));
  const cards = [
    <CategoryCard key="todas" nome="TODAS" acao="VER TUDO" art={null} selected={selecionada === null} onClick={() => onSelect(null)} />,
    ...categorias.map((categoria) => (
      <CategoryCard
        key={categoria.id}
        nome={categoria.nome}
        acao="COMPRAR AGORA"
        art={categoryArt(categoria.nome)}
        selected={selecionada === categoria.id}
        onClick={() => onSelect(categoria.id)}
      />
    )),
  ];

  return (
    <Section id="categorias-section" aria-labelledby="categorias-titulo">
      <h2 id="categorias-titulo">Nossas Categorias</h2>
      {loading ? (
        <Row aria-busy="true" aria-label="Carregando categorias">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="rect" height="12rem" />
          ))}
        </Row>
      ) : wide ? (
        <Row>{cards}</Row>
      ) : (
        <Carousel aria-label="Categorias" loop={false} slideSize={`${CATEGORY_CARD_WIDTH_PX}px`} gap="1rem">
          {cards}
        </Carousel>
      )}
    </Section>
  );
}
