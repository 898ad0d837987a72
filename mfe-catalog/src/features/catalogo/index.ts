export { CatalogoPage } from './CatalogoPage';
import type { AppStore } from '@loja/shared-ui/platform/core';
import type { DadosPrimeiraVista } from './primeiraVista';

// The server render of the first view (src/primeiraVista/render.tsx) starts the page from the data it
// read as the page does.
export { CAPTURA_DE_TOQUES, semearCache } from './primeiraVista';

/**
 * The page server's read of the first view's data (./apiDoCatalogo.ts). Through `import()`: it is RTK
 * Query's, which the client's start must not import (issue 25 §2); the server's build is one file.
 */
export async function lerDadosPublicos(store: AppStore, search = ''): Promise<DadosPrimeiraVista> {
  const { lerDadosPublicos: ler } = await import('./apiDoCatalogo');
  return ler(store, search);
}
export { PRODUTO_PARAM } from './share';
export type { DadosPrimeiraVista } from './primeiraVista';
