import type { AppStore } from '@loja/shared-ui/platform/core';
import type { EmpresaPublica } from '../../hooks/empresa/api';
import { catalogoParams, type CatalogFilters } from './filters';
import { lerCategorias, lerPaginaDoCatalogo, paginaDoCatalogo, type Categoria } from './leituras';
import type { CatalogPage } from './types';

/*
 * Where /catalogo's data comes from (issue 25 §2): RTK Query is off the path to the first view.
 *
 * The page starts with the data the page server embedded in the HTML (the same the fragment shows),
 * or, when there is none, with the first page and the categories read at once through the public
 * PostgREST client (`getPublicClient()`, ./leituras.ts): the grid does not wait for any library to
 * ask. RTK Query (./apiDoCatalogo.ts: the storefront's endpoints on the platform's `api`, whose slice
 * and middleware the platform injects into the store when it is first loaded) is imported after the
 * grid is interactive, or at once when the shopper asks for something else (another page, filter,
 * order, a shared product). When it arrives, what the page started with goes into its cache under
 * the same arguments, so nothing is read twice; from then on every read is RTK Query's, as in the
 * back-office.
 *
 * One source per store (the shell's store; each test's own).
 */

/** What the page starts with: the grid's page for `filtros` and the categories (each undefined while read). */
export interface DadosIniciais {
  filtros: CatalogFilters;
  pagina: CatalogPage | undefined;
  paginaFalhou: boolean;
  categorias: Categoria[] | undefined;
  categoriasFalharam: boolean;
  /** The company's public data, when the page server embedded it (the footer reads it otherwise). */
  empresa?: EmpresaPublica | null;
}

export type ApiDoCatalogo = typeof import('./apiDoCatalogo');

export interface FonteDoCatalogo {
  inicial: DadosIniciais | null;
  api: ApiDoCatalogo | null;
}

interface Registro {
  fonte: FonteDoCatalogo;
  ouvintes: Set<() => void>;
  carregando: Promise<ApiDoCatalogo> | null;
}

const registros = new WeakMap<AppStore, Registro>();

function registro(store: AppStore): Registro {
  let r = registros.get(store);
  if (!r) {
    r = { fonte: { inicial: null, api: null }, ouvintes: new Set(), carregando: null };
    registros.set(store, r);
  }
  return r;
}

function publicar(store: AppStore, mudanca: Partial<FonteDoCatalogo>): void {
  const r = registro(store);
  // A new object per change: useSyncExternalStore compares snapshots by reference.
  r.fonte = { ...r.fonte, ...mudanca };
  for (const ouvinte of r.ouvintes) ouvinte();
}

function mudarInicial(store: AppStore, mudanca: Partial<DadosIniciais>): void {
  const atual = registro(store).fonte.inicial;
  if (atual) publicar(store, { inicial: { ...atual, ...mudanca } });
}

export const fonteDe = (store: AppStore): FonteDoCatalogo => registro(store).fonte;

export function assinarFonte(store: AppStore, ouvinte: () => void): () => void {
  const { ouvintes } = registro(store);
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** Whether two argument sets ask for the same page (RTK Query's cache key compares them the same way). */
export function mesmaConsulta(a: CatalogFilters, b: CatalogFilters): boolean {
  return (
    a.categoria === b.categoria &&
    a.busca === b.busca &&
    a.precoMin === b.precoMin &&
    a.precoMax === b.precoMax &&
    a.ordenacao === b.ordenacao &&
    a.page === b.page
  );
}

/** What the page server embedded: the page under the grid's filters, the categories, the company. */
export function comecarComDados(
  store: AppStore,
  dados: { categorias: Categoria[]; empresa: EmpresaPublica | null; catalogo: { filtros: CatalogFilters; pagina: CatalogPage } },
): void {
  publicar(store, {
    inicial: {
      filtros: dados.catalogo.filtros,
      pagina: dados.catalogo.pagina,
      paginaFalhou: false,
      categorias: dados.categorias,
      categoriasFalharam: false,
      empresa: dados.empresa,
    },
  });
  const { api } = fonteDe(store);
  if (api) api.semearCacheDaApi(store, fonteDe(store));
}

function lerPagina(store: AppStore, filtros: CatalogFilters): void {
  // Through a promise: a client that cannot be made (no runtime config) is a failed read, as in RTK Query.
  void Promise.resolve()
    .then(() => lerPaginaDoCatalogo(filtros))
    .then(
      ({ data, error }) => {
        const pagina = error ? undefined : paginaDoCatalogo(data);
        mudarInicial(store, { pagina, paginaFalhou: pagina === undefined });
        const { api } = fonteDe(store);
        if (api) api.semearCacheDaApi(store, fonteDe(store));
      },
      () => mudarInicial(store, { paginaFalhou: true }),
    );
}

function lerAsCategorias(store: AppStore): void {
  void Promise.resolve()
    .then(() => lerCategorias())
    .then(
      ({ data, error }) => {
        mudarInicial(store, error ? { categoriasFalharam: true } : { categorias: data ?? [] });
        const { api } = fonteDe(store);
        if (api) api.semearCacheDaApi(store, fonteDe(store));
      },
      () => mudarInicial(store, { categoriasFalharam: true }),
    );
}

/**
 * Without embedded data (no fragment, or a page reached by navigation): the first page for the
 * address's filters and the categories, read at once through the public client. Once per store.
 */
export function comecarLendo(store: AppStore, search: string): void {
  if (fonteDe(store).inicial) return;
  const filtros = catalogoParams.parse(new URLSearchParams(search));
  publicar(store, { inicial: { filtros, pagina: undefined, paginaFalhou: false, categorias: undefined, categoriasFalharam: false } });
  lerPagina(store, filtros);
  lerAsCategorias(store);
}

/** "Tentar novamente" before RTK Query is there: the first page is read again. */
export function lerDeNovo(store: AppStore): void {
  const inicial = fonteDe(store).inicial;
  if (!inicial) return;
  mudarInicial(store, { paginaFalhou: false });
  lerPagina(store, inicial.filtros);
}

/**
 * A page past the end: the answer held the last page. Before RTK Query, what the page started with
 * is that page under its own arguments; after, its cache gets it (see CatalogoPage).
 */
export function guardarPaginaCorrigida(store: AppStore, filtros: CatalogFilters, pagina: CatalogPage): void {
  const { api, inicial } = fonteDe(store);
  if (api) api.guardarPagina(store, filtros, pagina);
  else if (inicial) mudarInicial(store, { filtros, pagina, paginaFalhou: false });
}

/**
 * Loads RTK Query with the storefront's endpoints (once per store): when it is there, what the page
 * started with is put in its cache, then the page reads through it.
 */
export function carregarApi(store: AppStore): Promise<ApiDoCatalogo> {
  const r = registro(store);
  r.carregando ??= import('./apiDoCatalogo').then(
    (api) => {
      api.semearCacheDaApi(store, fonteDe(store));
      publicar(store, { api });
      return api;
    },
    (erro: unknown) => {
      // A chunk that did not arrive (a network blip): the next filter, page or retry tries again.
      r.carregando = null;
      throw erro;
    },
  );
  return r.carregando;
}

/** `carregarApi` from an effect: a chunk that did not arrive is asked again by the next change. */
export function pedirApi(store: AppStore): void {
  carregarApi(store).catch(() => undefined);
}
