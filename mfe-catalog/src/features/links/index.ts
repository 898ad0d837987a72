export { LinksPage } from './LinksPage';
export { CATEGORIAS_LINKS, linkCategoria } from './categorias';
export type { CategoriaLinks } from './categorias';
export { DEPOIMENTOS } from './depoimentos';
export type { Depoimento } from './depoimentos';
export { VIDEO_DESTAQUE, youtubeEmbedUrl } from './video';
