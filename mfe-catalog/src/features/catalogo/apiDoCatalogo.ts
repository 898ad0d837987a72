import type { AppStore } from '@loja/shared-ui/platform';
import { empresaApi } from '../../hooks/empresa';
import { catalogoApi } from './api';
import { catalogoParams, type CatalogFilters } from './filters';
import type { DadosPrimeiraVista } from './primeiraVista';
import type { FonteDoCatalogo } from './fonteDoCatalogo';
import type { CatalogPage } from './types';

/*
 * RTK Query for /catalogo, loaded by ./fonteDoCatalogo.ts after the grid is interactive (issue 25 §2).
 * Importing `@loja/shared-ui/platform` (through ./api.ts) injects the api slice and its middleware
 * into the store.
 */
export { catalogoApi } from './api';

/** What the page started with, in the cache under the same arguments (nothing is asked twice). */
export function semearCacheDaApi(store: AppStore, { inicial }: FonteDoCatalogo): void {
  if (!inicial) return;
  const entradas: Parameters<typeof catalogoApi.util.upsertQueryEntries>[0] = [];
  if (inicial.categorias) entradas.push({ endpointName: 'getCategorias', arg: undefined, value: inicial.categorias });
  if (inicial.pagina) entradas.push({ endpointName: 'getCatalogo', arg: inicial.filtros, value: inicial.pagina });
  if (entradas.length > 0) store.dispatch(catalogoApi.util.upsertQueryEntries(entradas));
  if (inicial.empresa !== undefined) {
    store.dispatch(empresaApi.util.upsertQueryEntries([{ endpointName: 'getEmpresaPublica', arg: undefined, value: inicial.empresa }]));
  }
}

/** A page past the end's answer under the page it holds (CatalogoPage). */
export function guardarPagina(store: AppStore, filtros: CatalogFilters, pagina: CatalogPage): void {
  void store.dispatch(catalogoApi.util.upsertQueryData('getCatalogo', filtros, pagina));
}

/**
 * The page server's read of the first view's data (render.tsx), with the store's endpoints (the
 * runtime config must be set) for the address's query (`search`, e.g. `?categoria=4&pagina=2`, read as
 * the page reads it). Throws when a read fails.
 */
export async function lerDadosPublicos(store: AppStore, search = ''): Promise<DadosPrimeiraVista> {
  const filtros = catalogoParams.parse(new URLSearchParams(search));
  const [categorias, empresa, pagina] = await Promise.all([
    store.dispatch(catalogoApi.endpoints.getCategorias.initiate(undefined, { subscribe: false })),
    store.dispatch(empresaApi.endpoints.getEmpresaPublica.initiate(undefined, { subscribe: false })),
    store.dispatch(catalogoApi.endpoints.getCatalogo.initiate(filtros, { subscribe: false })),
  ]);
  if (categorias.error || !categorias.data) throw new Error('Categorias indisponíveis');
  if (empresa.error) throw new Error('Empresa indisponível');
  if (pagina.error || !pagina.data) throw new Error('Produtos indisponíveis');
  return { categorias: categorias.data, empresa: empresa.data ?? null, catalogo: { filtros, pagina: pagina.data } };
}
