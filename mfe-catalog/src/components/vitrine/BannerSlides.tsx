import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Button, Carousel, CAROUSEL_AUTOPLAY_MS } from '@loja/shared-ui';
import { minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { WhatsAppButton, useContatoLoja } from '../rodape';
import { findCategoria } from './categoryArt';
import type { CategoriaResumo } from './CategoryStrip';
import { BANNERS, type Banner } from './slides';

const Slide = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  aspect-ratio: 10 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The headline sits in the illustrations' empty left half, on a light panel that keeps it readable. */
const Panel = styled.div`
  position: relative;
  max-width: 28rem;
  /* Clear of the carousel's left arrow. */
  margin-left: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  a {
    text-decoration: none;
  }
`;

export interface BannerCarouselProps {
  /** The catalogue's categories: "Ver biquínis" filters by the one named like biquínis. */
  categorias: readonly CategoriaResumo[];
  /** Filters the products by a category (and scrolls to them), as a category card does. */
  onSelectCategoria: (categoria: number) => void;
  /** Scrolls to the products. */
  onVerProdutos: () => void;
}

function BannerCta({ banner, categorias, onSelectCategoria, onVerProdutos }: BannerCarouselProps & { banner: Banner }) {
  const { whatsapp } = useContatoLoja();
  const { action } = banner;
  if (action.type === 'whatsapp' && whatsapp) {
    return <WhatsAppButton whatsapp={whatsapp}>{banner.acao}</WhatsAppButton>;
  }
  const categoria = action.type === 'categoria' ? findCategoria(categorias, action.kind) : undefined;
  // A banner whose target is missing (no WhatsApp number, no such category) still leads somewhere.
  const fallback = action.type !== 'produtos' && !categoria;
  return (
    <Button
      size="lg"
      rightIcon={<ArrowRight size={18} aria-hidden="true" />}
      onClick={() => (categoria ? onSelectCategoria(categoria.id) : onVerProdutos())}
    >
      {fallback ? 'Ver Produtos' : banner.acao}
    </Button>
  );
}

/**
 * The second, desktop-only carousel: four banners, 5 s each, arrows and dots, wrapping. Each has
 * its headline, text and call to action as real text over the illustration's empty half. Rendered
 * inside BannerCarousel's section, once the first view is done (./BannerCarousel.tsx).
 */
export function BannerSlides(props: BannerCarouselProps) {
  const desktop = useMediaQuery(minWidthQuery('lg'));
  // Not rendered at all below lg, so phones do not download the banners.
  if (!desktop) return null;
  return (
    <Carousel aria-label="Banners promocionais" autoplay={CAROUSEL_AUTOPLAY_MS} loop>
      {BANNERS.map((banner) => (
        <Slide key={banner.src}>
          <img src={banner.src} alt="" width={1200} height={360} loading="lazy" decoding="async" />
          <Panel>
            <h3>{banner.titulo}</h3>
            <p>{banner.texto}</p>
            <BannerCta banner={banner} {...props} />
          </Panel>
        </Slide>
      ))}
    </Carousel>
  );
}
