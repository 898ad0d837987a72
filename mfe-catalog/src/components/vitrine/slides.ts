import bannerAcessoriosUrl from './assets/banner-acessorios.svg';
import bannerBiquinisUrl from './assets/banner-biquinis.svg';
import bannerVeraoUrl from './assets/banner-verao.svg';
import bannerWhatsappUrl from './assets/banner-whatsapp.svg';
import heroMobile1Url from './assets/hero-mobile-1.svg';
import heroMobile2Url from './assets/hero-mobile-2.svg';
import heroMobile3Url from './assets/hero-mobile-3.svg';

export interface Slide {
  src: string;
  alt: string;
}

/** The phone hero's slider. */
export const HERO_SLIDES: readonly Slide[] = [
  { src: heroMobile1Url, alt: 'Biquínis coloridos à beira-mar' },
  { src: heroMobile2Url, alt: 'Maiôs e saídas de praia da nova coleção' },
  { src: heroMobile3Url, alt: 'Bolsas, chapéus e cangas para o verão' },
];

/** The desktop-only banner carousel: four images. */
export const BANNER_SLIDES: readonly Slide[] = [
  { src: bannerVeraoUrl, alt: 'Coleção Verão: peças novas toda semana' },
  { src: bannerBiquinisUrl, alt: 'Biquínis em várias cores e tamanhos' },
  { src: bannerAcessoriosUrl, alt: 'Acessórios de praia: bolsas, chapéus e cangas' },
  { src: bannerWhatsappUrl, alt: 'Finalize sua compra pelo WhatsApp' },
];
