// What routes.tsx mounts for /estoque/etiquetas.
export { EtiquetasPage } from './EtiquetasPage';
