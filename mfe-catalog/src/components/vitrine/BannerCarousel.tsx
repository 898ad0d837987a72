import styled from 'styled-components';
import { mediaDown } from '@loja/shared-ui/theme';
import { belowTheFold, lazyPart } from '../lazy';
import type { BannerCarouselProps } from './BannerSlides';

export type { BannerCarouselProps } from './BannerSlides';

/*
 * The desktop banners come after the first view (issue 25 §2): the section and a box of the
 * carousel's exact height (a 10:3 slide and the dots' row) are in the page from the first commit (and
 * the server's HTML), hidden below lg by CSS; the slides' chunk loads once the page has loaded and
 * the browser is idle, and takes the box's place without moving anything.
 */

const Section = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} 0;
  ${mediaDown.lg} {
    display: none;
  }
  h2 {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/** The carousel's box: one 10:3 slide (BannerSlides' Slide) and the dots' row under it (Carousel's Dots). */
const Reserva = styled.div`
  aspect-ratio: 10 / 3;
  margin-bottom: calc(${({ theme }) => theme.space[3]} + 1.5rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ReservaDosBanners = () => <Reserva aria-hidden="true" />;

const BannerSlidesPart = lazyPart(() => import('./BannerSlides').then((m) => m.BannerSlides));

/** Fetches the slides' chunk now (a test, or a page that knows it will show them). */
export const preloadBannerCarousel = () => BannerSlidesPart.preload();

const BannerSlidesAdiados = belowTheFold(BannerSlidesPart, ReservaDosBanners, 'BannerSlides');

/** The second, desktop-only carousel (BannerSlides), in its section, after the first view. */
export function BannerCarousel(props: BannerCarouselProps) {
  return (
    <Section aria-labelledby="promocoes-titulo">
      <h2 id="promocoes-titulo">Promoções</h2>
      <BannerSlidesAdiados {...props} />
    </Section>
  );
}
