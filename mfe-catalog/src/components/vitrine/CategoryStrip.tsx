import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton, Skeleton } from '@loja/shared-ui';
import { media, minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { categoryArt, TODAS_ART_URL } from './categoryArt';

/** Spec: the category carousel moves 280 px per step on small screens (an arrow, a dot). */
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
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} 0;
  ${media.lg} {
    padding-top: ${({ theme }) => theme.space[12]};
  }
`;

/** Phones and tablets: the heading with the row's arrows beside it; from lg up a centred heading. */
const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1.5]};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${media.lg} {
    justify-content: center;
    margin-bottom: ${({ theme }) => theme.space[6]};
    h2 {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Below lg one compact row that scrolls sideways (touch, arrows, dots), each card snapping to the
 * start. Its own scroll position: bringing the selected card into view never scrolls the page.
 */
const Scroller = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* Room for the cards' focus ring, which the scroller would otherwise clip. */
  padding: 3px;
  margin: -3px;
  > * {
    flex: 0 0 auto;
    scroll-snap-align: start;
  }
`;

/*
 * Always there below lg, its height kept even before the row is measured (the dots come from a
 * measure after the first commit): the products below never move when they appear (CLS 0).
 */
const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 1.25rem;
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.25rem;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-current='true']::before {
    width: 1rem;
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.pill};
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

const Card = styled.button<{ $selected: boolean; $compact: boolean }>`
  display: flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  align-items: ${({ $compact }) => ($compact ? 'center' : 'stretch')};
  width: ${({ $compact }) => ($compact ? 'auto' : '100%')};
  min-width: ${({ $compact }) => ($compact ? '9rem' : '0')};
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
      /* An inset ring: an outer one would be clipped by the row's scroller. */
      border-color: ${theme.colors.primary};
      box-shadow: inset 0 0 0 1px ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
`;

const Art = styled.span<{ $src: string | null; $compact: boolean }>`
  display: block;
  /* A small square beside the name in the phone's row, the full 4:3 art in the desktop's row. */
  ${({ $compact, theme }) =>
    $compact
      ? css`
          flex: 0 0 auto;
          width: 2.5rem;
          height: 2.5rem;
          margin: ${theme.space[1]} 0 ${theme.space[1]} ${theme.space[1]};
          border-radius: ${theme.radii.md};
        `
      : css`
          aspect-ratio: 4 / 3;
        `}
  background: ${({ $src, theme }) =>
    $src
      ? `${theme.colors.surfaceMuted} url("${$src}") center / cover no-repeat`
      : `linear-gradient(135deg, ${theme.colors.placeholderGradientFrom}, ${theme.colors.placeholderGradientTo})`};
`;

const Text = styled.span<{ $selected: boolean; $compact: boolean }>`
  /* Fills the card, so a selected card's tint reaches its foot like its neighbours' white. */
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $compact }) => theme.space[$compact ? 0.5 : 1]};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space[1.5]} ${theme.space[3]}` : theme.space[3])};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  strong {
    font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.lg)};
    white-space: nowrap;
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
  id: number | null;
  nome: string;
  acao: string;
  art: string | null;
  selected: boolean;
  compact: boolean;
  onClick: () => void;
}

function CategoryCard({ id, nome, acao, art, selected, compact, onClick }: CardProps) {
  return (
    <Card type="button" $selected={selected} $compact={compact} aria-pressed={selected} onClick={onClick} data-categoria={id ?? 'todas'}>
      <Art $src={art} $compact={compact} aria-hidden="true" />
      <Text $selected={selected} $compact={compact}>
        <strong>{nome}</strong>
        <span>{acao}</span>
      </Text>
    </Card>
  );
}

/** Where a row scrolled by `scrollLeft` stands: how many 280 px steps it has and which one shows. */
export function stripSteps(scrollLeft: number, scrollWidth: number, clientWidth: number): { count: number; current: number } {
  const room = Math.max(0, scrollWidth - clientWidth);
  if (room < 1) return { count: 1, current: 0 };
  const count = Math.ceil(room / CATEGORY_CARD_WIDTH_PX) + 1;
  // At the end, the last dot (the last step can be shorter than 280 px).
  const current = scrollLeft >= room - 1 ? count - 1 : Math.round(scrollLeft / CATEGORY_CARD_WIDTH_PX);
  return { count, current: Math.min(current, count - 1) };
}

/**
 * The `scrollLeft` that shows `card` whole in a row `clientWidth` wide, or null when it already
 * shows: centred when it can be, clamped to the row's ends.
 */
export function scrollLeftToShow(
  card: { offsetLeft: number; offsetWidth: number },
  row: { scrollLeft: number; clientWidth: number; scrollWidth: number },
): number | null {
  const visible = card.offsetLeft >= row.scrollLeft && card.offsetLeft + card.offsetWidth <= row.scrollLeft + row.clientWidth;
  if (visible) return null;
  const centred = card.offsetLeft - (row.clientWidth - card.offsetWidth) / 2;
  return Math.round(Math.max(0, Math.min(centred, row.scrollWidth - row.clientWidth)));
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the row sideways only (never the page, unlike scrollIntoView). */
function scrollRow(row: HTMLElement, left: number, smooth: boolean) {
  if (typeof row.scrollTo === 'function') row.scrollTo({ left, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  else row.scrollLeft = left;
}

/**
 * "Nossas Categorias": TODAS (VER TUDO) and one card per category (COMPRAR AGORA); the selected
 * one is highlighted. From lg up one row, or balanced rows (never one card alone on a row); below lg
 * one compact row that scrolls sideways, with arrows (280 px a step) and dots, which brings the
 * selected card into view (a ?categoria= link selects a card that was off-screen).
 */
export function CategoryStrip({ categorias, selecionada, onSelect, loading = false }: CategoryStripProps) {
  const wide = useMediaQuery(minWidthQuery('lg'));
  const compact = !wide;
  const cards = [
    <CategoryCard
      key="todas"
      id={null}
      nome="TODAS"
      acao="VER TUDO"
      art={TODAS_ART_URL}
      selected={selecionada === null}
      compact={compact}
      onClick={() => onSelect(null)}
    />,
    ...categorias.map((categoria) => (
      <CategoryCard
        key={categoria.id}
        id={categoria.id}
        nome={categoria.nome}
        acao="COMPRAR AGORA"
        art={categoryArt(categoria.nome)}
        selected={selecionada === categoria.id}
        compact={compact}
        onClick={() => onSelect(categoria.id)}
      />
    )),
  ];

  const rowRef = useRef<HTMLDivElement>(null);
  // Before the first measure (and in the server-rendered first view) the row is taken to overflow, as it
  // does on phones and tablets: the next arrow is enabled from the first paint.
  const [steps, setSteps] = useState({ count: 1, current: 0, atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const { count, current } = stripSteps(row.scrollLeft, row.scrollWidth, row.clientWidth);
    const room = row.scrollWidth - row.clientWidth;
    const next = { count, current, atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft >= room - 1 };
    setSteps((old) => (old.count === next.count && old.current === next.current && old.atStart === next.atStart && old.atEnd === next.atEnd ? old : next));
  }, []);
  useEffect(() => {
    if (!compact || loading) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [compact, loading, categorias.length, measure]);

  // The selected card, brought into view sideways: at once on the first view (a ?categoria= link),
  // smoothly when the selection changes later (Back, a banner, the filters).
  const first = useRef(true);
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!compact || loading || !row) return;
    const card = row.querySelector<HTMLElement>(`[data-categoria="${selecionada ?? 'todas'}"]`);
    const left = card ? scrollLeftToShow(card, row) : null;
    if (left !== null) scrollRow(row, left, !first.current);
    first.current = false;
  }, [compact, loading, selecionada, categorias.length]);

  const step = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) scrollRow(row, row.scrollLeft + direction * CATEGORY_CARD_WIDTH_PX, true);
  };

  return (
    <Section id="categorias-section" aria-labelledby="categorias-titulo">
      <Heading>
        <h2 id="categorias-titulo">Nossas Categorias</h2>
        {compact && !loading && cards.length > 1 ? (
          <Arrows>
            <IconButton
              aria-label="Slide anterior"
              aria-controls="categorias-linha"
              round
              variant="outline"
              size="sm"
              disabled={steps.atStart}
              onClick={() => step(-1)}
              icon={<ChevronLeft size={18} aria-hidden="true" />}
            />
            <IconButton
              aria-label="Próximo slide"
              aria-controls="categorias-linha"
              round
              variant="outline"
              size="sm"
              disabled={steps.atEnd}
              onClick={() => step(1)}
              icon={<ChevronRight size={18} aria-hidden="true" />}
            />
          </Arrows>
        ) : null}
      </Heading>
      {loading ? (
        // The size of what loads: a row of cards, or on phones the compact row.
        wide ? (
          <Row $columns={CARDS_PER_ROW} aria-busy="true" aria-label="Carregando categorias">
            {Array.from({ length: CARDS_PER_ROW }, (_, index) => (
              <Skeleton key={index} shape="rect" height="12rem" />
            ))}
          </Row>
        ) : (
          <Scroller aria-busy="true" aria-label="Carregando categorias">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} shape="rect" width="9rem" height="3.25rem" />
            ))}
          </Scroller>
        )
      ) : wide ? (
        <Row $columns={balancedColumns(cards.length)}>{cards}</Row>
      ) : (
        <div role="region" aria-roledescription="carrossel" aria-label="Categorias">
          <Scroller ref={rowRef} id="categorias-linha" onScroll={measure}>
            {cards}
          </Scroller>
          <Dots>
            {steps.count > 1
              ? Array.from({ length: steps.count }, (_, index) => (
                <Dot
                  key={index}
                  type="button"
                  aria-label={`Ir para o slide ${index + 1}`}
                  aria-current={index === steps.current ? 'true' : undefined}
                  onClick={() => {
                    const row = rowRef.current;
                    if (row) scrollRow(row, index * CATEGORY_CARD_WIDTH_PX, true);
                  }}
                />
                ))
              : null}
          </Dots>
        </div>
      )}
    </Section>
  );
}
