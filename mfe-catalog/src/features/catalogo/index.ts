export { CatalogoPage } from './CatalogoPage';
export { useGetCategoriasQuery } from './api';
export type { Categoria } from './types';
