import { useLayoutEffect, useState } from 'react';
import { lerDadosPrimeiraVista, revelarPagina } from '@loja/shared-ui';
import { useAppStore, type AppStore } from '@loja/shared-ui/platform';
import { catalogoApi, type Categoria } from './api';
import { empresaApi, type EmpresaPublica } from '../../hooks/empresa';

/**
 * The client's side of the server-rendered first view (issue 25 §1; the server's is
 * src/primeiraVista/render.tsx).
 *
 * The public data the first view of /catalogo shows (issue 25 §1): the categories row and the
 * company's public face (the banners' and footer's WhatsApp, the footer's contacts). The page server
 * reads them through the client's own endpoints (so the same queries, the anon key alone) and puts
 * them in the page; the client seeds its RTK Query cache with them before its first render, so its
 * first commit equals the fragment and nothing is asked for twice.
 */
export interface DadosPrimeiraVista {
  categorias: Categoria[];
  empresa: EmpresaPublica | null;
}

/** Reads the data with the store's endpoints (the runtime config must be set). Throws when a read fails. */
export async function lerDadosPublicos(store: AppStore): Promise<DadosPrimeiraVista> {
  const [categorias, empresa] = await Promise.all([
    store.dispatch(catalogoApi.endpoints.getCategorias.initiate(undefined, { subscribe: false })),
    store.dispatch(empresaApi.endpoints.getEmpresaPublica.initiate(undefined, { subscribe: false })),
  ]);
  if (categorias.error || !categorias.data) throw new Error('Categorias indisponíveis');
  if (empresa.error) throw new Error('Empresa indisponível');
  return { categorias: categorias.data, empresa: empresa.data ?? null };
}

/** Puts the data in the store's cache, as if its endpoints had just read it. */
export function semearCache(store: AppStore, dados: DadosPrimeiraVista): void {
  store.dispatch(catalogoApi.util.upsertQueryEntries([{ endpointName: 'getCategorias', arg: undefined, value: dados.categorias }]));
  store.dispatch(empresaApi.util.upsertQueryEntries([{ endpointName: 'getEmpresaPublica', arg: undefined, value: dados.empresa }]));
}

/** Whether a value read from the page is this data (the script could be anything). */
export function isDadosPrimeiraVista(value: unknown): value is DadosPrimeiraVista {
  if (typeof value !== 'object' || value === null) return false;
  const dados = value as Partial<DadosPrimeiraVista>;
  return Array.isArray(dados.categorias) && (dados.empresa === null || (typeof dados.empresa === 'object' && dados.empresa !== undefined));
}

/**
 * Before the page's first render: the public data the page server rendered the first view from goes
 * into the RTK Query cache, so the first commit shows the same categories (no loading row, no second
 * request). Once per page load (the script is removed when read); nothing without a first view.
 */
export function useSementePrimeiraVista(): void {
  const store = useAppStore();
  useState(() => {
    const dados = lerDadosPrimeiraVista<unknown>();
    // A dispatch during the first render, before any component reads these entries: nothing subscribed yet re-renders.
    if (isDadosPrimeiraVista(dados)) semearCache(store, dados);
    return null;
  });
}

/**
 * The takeover: put it FIRST in the page. Its layout effect runs in the page's first commit, before
 * the browser paints and before the other children's layout effects (which may measure `#root`'s
 * content, hidden until now): the server-rendered fragment goes and `#root` shows in the same frame.
 */
export function RevelarPagina(): null {
  useLayoutEffect(revelarPagina, []);
  return null;
}
