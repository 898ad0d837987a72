export { CatalogoPage } from './CatalogoPage';
