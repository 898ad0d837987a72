export { CatalogoPage } from './CatalogoPage';
// The server render of the first view (src/primeiraVista/render.tsx) reads the page's data as the page does.
export { CAPTURA_DE_TOQUES, lerDadosPublicos, semearCache } from './primeiraVista';
export { PRODUTO_PARAM } from './share';
export type { DadosPrimeiraVista } from './primeiraVista';
