export { Hero, type HeroProps } from './Hero';
export { BannerCarousel } from './BannerCarousel';
export { CategoryStrip, CATEGORY_CARD_WIDTH_PX, type CategoryStripProps, type CategoriaResumo } from './CategoryStrip';
export { categoryArt } from './categoryArt';
