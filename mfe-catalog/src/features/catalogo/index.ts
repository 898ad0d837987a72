export { CatalogoPage } from './CatalogoPage';
// The server render of the first view (src/primeiraVista/render.tsx) reads the page's data as the page does.
export { lerDadosPublicos, semearCache } from './primeiraVista';
export type { DadosPrimeiraVista } from './primeiraVista';
