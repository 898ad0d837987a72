export { LinksPage } from './LinksPage';
