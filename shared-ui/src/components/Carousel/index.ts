export { Carousel, CAROUSEL_AUTOPLAY_MS } from './Carousel';
export type { CarouselProps } from './Carousel';
