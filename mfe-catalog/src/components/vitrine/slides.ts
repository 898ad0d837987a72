// Real files (not data URIs in the JavaScript): the phone's slides are fetched only on phones, the
// desktop banners only on desktops (the carousel is not rendered below lg).
import bannerAcessoriosUrl from './assets/banner-acessorios.svg?no-inline';
import bannerBiquinisUrl from './assets/banner-biquinis.svg?no-inline';
import bannerVeraoUrl from './assets/banner-verao.svg?no-inline';
import bannerWhatsappUrl from './assets/banner-whatsapp.svg?no-inline';
import heroMobile1Url from './assets/hero-mobile-1.svg?no-inline';
import heroMobile2Url from './assets/hero-mobile-2.svg?no-inline';
import heroMobile3Url from './assets/hero-mobile-3.svg?no-inline';
import type { CategoryKind } from './categoryArt';

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

/** What a banner's button does: scroll to the products, filter by a category, or open WhatsApp. */
export type BannerAction = { type: 'produtos' } | { type: 'categoria'; kind: CategoryKind } | { type: 'whatsapp' };

export interface Banner {
  /** The illustration (decorative: the headline and text say what the banner offers). */
  src: string;
  titulo: string;
  texto: string;
  acao: string;
  action: BannerAction;
}

/** The desktop-only banner carousel: four illustrations, each with a headline and a call to action. */
export const BANNERS: readonly Banner[] = [
  {
    src: bannerVeraoUrl,
    titulo: 'Coleção Verão',
    texto: 'Peças novas toda semana para aproveitar cada dia de sol.',
    acao: 'Ver novidades',
    action: { type: 'produtos' },
  },
  {
    src: bannerBiquinisUrl,
    titulo: 'Biquínis para todos os estilos',
    texto: 'Cortininha, asa-delta, hot pant: várias cores e tamanhos.',
    acao: 'Ver biquínis',
    action: { type: 'categoria', kind: 'biquini' },
  },
  {
    src: bannerAcessoriosUrl,
    titulo: 'Acessórios de praia',
    texto: 'Bolsas, chapéus e cangas para completar o visual.',
    acao: 'Ver bolsas',
    action: { type: 'categoria', kind: 'bolsa' },
  },
  {
    src: bannerWhatsappUrl,
    titulo: 'Compre pelo WhatsApp',
    texto: 'Monte sua sacola e finalize o pedido conversando com a gente.',
    acao: 'Falar no WhatsApp',
    action: { type: 'whatsapp' },
  },
];
