import styled, { css } from 'styled-components';
import { Carousel, Skeleton } from '@loja/shared-ui';
import { media, minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { categoryArt, TODAS_ART_URL } from './categoryArt';

/** Spec: the category carousel moves 280 px per step on small screens. */
export const CATEGORY_CARD_WIDTH_PX = 280;
/**
 * The carousel's arrows sit on the middle of a card's picture (a 2:1 band of the card's width): at the
 * card's middle they fell on its "COMPRAR AGORA", where the floating WhatsApp button covered the "›"
 * in a phone's first view.
 */
const ARROWS_TOP = `${CATEGORY_CARD_WIDTH_PX / 4}px`;

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
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    text-align: center;
  }
  ${media.lg} {
    padding-top: ${({ theme }) => theme.space[12]};
    h2 {
      margin-bottom: ${({ theme }) => theme.space[6]};
    }
  }
`;

/** Most cards in one row from lg up (6 fit 1024 px: TODAS and the spec's five categories). */
export const CARDS_PER_ROW = 6;

/**
 * Columns for `count` cards in balanced rows of at most CARDS_PER_ROW: 6 cards make one row of 6,
 * 7 make 4 + 3 rather than 6 + 1, 9 make 5 + 4.
 */
export function balancedColumns(count: number, max = CARDS_PER_ROW): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

const Row = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
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
  /* A lower band on phones (the carousel), the full 4:3 art in the row. */
  aspect-ratio: 2 / 1;
  ${media.lg} {
    aspect-ratio: 4 / 3;
  }
  background: ${({ $src, theme }) =>
    $src
      ? `${theme.colors.surfaceMuted} url("${$src}") center / cover no-repeat`
      : `linear-gradient(135deg, ${theme.colors.placeholderGradientFrom}, ${theme.colors.placeholderGradientTo})`};
`;

const Text = styled.span<{ $selected: boolean }>`
  /* Fills the card, so a selected card's tint reaches its foot like its neighbours' white. */
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[3]};
  }
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    white-space: nowrap;
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
 * one is highlighted. From lg up one row, or balanced rows (never one card alone on a row); below lg
 * a carousel of 280 px cards with arrows and dots.
 */
export function CategoryStrip({ categorias, selecionada, onSelect, loading = false }: CategoryStripProps) {
  const wide = useMediaQuery(minWidthQuery('lg'));
  const cards = [
    <CategoryCard key="todas" nome="TODAS" acao="VER TUDO" art={TODAS_ART_URL} selected={selecionada === null} onClick={() => onSelect(null)} />,
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
        // About the size of what loads: a row of cards, or on phones one card of the carousel.
        <Row $columns={wide ? CARDS_PER_ROW : 1} aria-busy="true" aria-label="Carregando categorias">
          {Array.from({ length: wide ? CARDS_PER_ROW : 1 }, (_, index) => (
            <Skeleton key={index} shape="rect" height={wide ? '12rem' : '13rem'} />
          ))}
        </Row>
      ) : wide ? (
        <Row $columns={balancedColumns(cards.length)}>{cards}</Row>
      ) : (
        <Carousel aria-label="Categorias" loop={false} slideSize={`${CATEGORY_CARD_WIDTH_PX}px`} gap="1rem" arrowsTop={ARROWS_TOP}>
          {cards}
        </Carousel>
      )}
    </Section>
  );
}
