import styled from 'styled-components';
import { Carousel, CAROUSEL_AUTOPLAY_MS } from '@loja/shared-ui';
import { minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { BANNER_SLIDES } from './slides';

const Section = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} 0;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 10 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.xl};
  }
`;

/** The second, desktop-only carousel: four banners, 5 s each, arrows and dots, wrapping. */
export function BannerCarousel() {
  const desktop = useMediaQuery(minWidthQuery('lg'));
  // Not rendered at all below lg, so phones do not download the banners.
  if (!desktop) return null;
  return (
    <Section aria-label="Promoções">
      <Carousel aria-label="Banners promocionais" autoplay={CAROUSEL_AUTOPLAY_MS} loop>
        {BANNER_SLIDES.map((slide) => (
          <img key={slide.src} src={slide.src} alt={slide.alt} width={1200} height={360} loading="lazy" />
        ))}
      </Carousel>
    </Section>
  );
}
