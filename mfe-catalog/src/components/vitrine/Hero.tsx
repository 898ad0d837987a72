import { useEffect, useState, type MouseEvent } from 'react';
import { preload } from 'react-dom';
import styled from 'styled-components';
import { ArrowDown } from 'lucide-react';
import { Carousel, CAROUSEL_AUTOPLAY_MS, StyledButton } from '@loja/shared-ui';
import { media, minWidthQuery } from '@loja/shared-ui/theme';
// A file fetched by the lg-up CSS rule only: phones never download the desktop art.
import heroDesktopUrl from './assets/hero-desktop.svg?no-inline';
import { HERO_SLIDES } from './slides';

const Section = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.primarySoft};
  ${media.lg} {
    display: flex;
    align-items: center;
    min-height: 28rem;
    background-image: url("${heroDesktopUrl}");
    background-size: cover;
    background-position: center;
  }
`;

const Content = styled.div`
  max-width: 80rem;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  }
`;

/** On the desktop image the text sits on a light panel so it stays readable over any artwork. */
const Panel = styled.div`
  max-width: 34rem;
  ${media.lg} {
    padding: ${({ theme }) => theme.space[8]};
    border-radius: ${({ theme }) => theme.radii.xl};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primary};
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  /* Phones and tablets: a smaller intro and button, so the products start within the first screen. */
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    ${media.lg} {
      line-height: ${({ theme }) => theme.lineHeights.normal};
      margin-bottom: ${({ theme }) => theme.space[6]};
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

/*
 * On phones a low landscape band of the art (3:1, at most a fifth of the screen), so the first
 * product card starts within a 390 × 844 phone's first screen.
 */
const Slider = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  /* From lg up the artwork is the section's background: the slider is not shown (CSS, not a script). */
  ${media.lg} {
    display: none;
  }
  picture {
    display: block;
  }
  img {
    display: block;
    width: 100%;
    /* auto: the height attribute would otherwise win over the aspect ratio. */
    height: auto;
    aspect-ratio: 3 / 1;
    max-height: 20vh;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.xl};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * "Ver Produtos": a plain link to the products section, so it works before the JavaScript arrives
 * (the server-rendered first view); with it, a smooth scroll. md on phones, lg from lg up, by CSS.
 */
const VerProdutos = styled(StyledButton)`
  text-decoration: none;
  ${media.lg} {
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** An empty image: what a slide's <picture> shows from lg up, where the slider is hidden, so no slide is fetched there. */
export const IMAGEM_VAZIA = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * How long after a slide is shown the next one is fetched: a second and a half before the autoplay
 * moves to it. Chrome fetches `loading="lazy"` images that sit beside the viewport in a clipped
 * carousel, so lazy alone made a phone download all three slides with the first one.
 */
export const NEXT_SLIDE_FETCH_MS = CAROUSEL_AUTOPLAY_MS - 1500;

/**
 * The slides whose image may be fetched: the first at once; the next one shortly before the autoplay
 * reaches it; all of them as soon as the shopper touches, points at or tabs into the slider.
 */
function useSlidesToFetch(count: number) {
  const [shown, setShown] = useState(0);
  const [upTo, setUpTo] = useState(0);
  useEffect(() => {
    if (upTo > shown || upTo >= count - 1) return;
    const timer = window.setTimeout(() => setUpTo((current) => Math.max(current, shown + 1)), NEXT_SLIDE_FETCH_MS);
    return () => window.clearTimeout(timer);
  }, [shown, upTo, count]);
  return {
    upTo,
    onSlideChange: (index: number) => {
      setShown(index);
      setUpTo((current) => Math.max(current, index));
    },
    fetchAll: () => setUpTo(count - 1),
  };
}

export interface HeroProps {
  /** Ver Produtos: scrolls to the products section. */
  onVerProdutos: () => void;
}

/**
 * "Confira nossos produtos". Phones get an auto-rotating slider (5 s, arrows, dots, wraps); from lg
 * up the artwork is the section's background instead. Both are in the markup and CSS picks one (the
 * server-rendered first view has no script to ask the width): the background is a lg-up rule, so
 * phones never fetch it, and each slide is a <picture> whose lg-up source is an empty image, so
 * desktops never fetch a slide.
 */
export function Hero({ onVerProdutos }: HeroProps) {
  const slides = useSlidesToFetch(HERO_SLIDES.length);
  // The page's largest paint, each width its own: asked for now, at high priority, rather than once
  // the styles (desktop background) or the slider (phone slide) are in the document. The media
  // queries keep each width from fetching the other's art. React adds each link once.
  preload(heroDesktopUrl, { as: 'image', fetchPriority: 'high', media: minWidthQuery('lg') });
  preload(HERO_SLIDES[0].src, { as: 'image', fetchPriority: 'high', media: `not all and ${minWidthQuery('lg')}` });
  return (
    <Section id="inicio" aria-labelledby="hero-titulo">
      <Content>
        <Panel>
          <h1 id="hero-titulo">Confira nossos produtos</h1>
          <p>
            Biquínis, maiôs, saídas, bolsas e acessórios para aproveitar o verão com estilo. Escolha seus favoritos e
            finalize o pedido pelo WhatsApp.
          </p>
          <VerProdutos
            as="a"
            href="#produtos"
            $variant="primary"
            $size="md"
            $fullWidth={false}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onVerProdutos();
            }}
          >
            Ver Produtos
            <ArrowDown size={18} aria-hidden="true" />
          </VerProdutos>
        </Panel>
      </Content>
      <Slider onPointerDown={slides.fetchAll} onPointerEnter={slides.fetchAll} onFocus={slides.fetchAll}>
        <Carousel aria-label="Destaques da loja" autoplay={CAROUSEL_AUTOPLAY_MS} loop onSlideChange={slides.onSlideChange}>
          {HERO_SLIDES.map((slide, index) => (
            <picture key={slide.src}>
              <source media={minWidthQuery('lg')} srcSet={IMAGEM_VAZIA} />
              <img
                // One hero image in the first view: a later slide has no address until it is about to show.
                src={index <= slides.upTo ? slide.src : undefined}
                alt={slide.alt}
                width={800}
                height={900}
                // The first slide is the phone's largest paint: fetch it first.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </picture>
          ))}
        </Carousel>
      </Slider>
    </Section>
  );
}
