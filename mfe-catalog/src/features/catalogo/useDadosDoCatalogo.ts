import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector, useAppStore, type AppDispatch, type RootState } from '@loja/shared-ui/platform/core';
import type { CatalogFilters } from './filters';
import {
  assinarFonte,
  pedirApi,
  fonteDe,
  guardarPaginaCorrigida,
  lerDeNovo,
  mesmaConsulta,
  type FonteDoCatalogo,
} from './fonteDoCatalogo';
import type { Categoria, ProdutoCatalogo, SugestaoBusca } from './leituras';
import type { CatalogPage } from './types';

/*
 * The page's reads (issue 25 §2), the same answer whether RTK Query is loaded yet or not
 * (./fonteDoCatalogo.ts): before it, what the page started with; after it, its cache (seeded with
 * the same data) and its subscriptions, made here with the endpoints' `initiate` and `select` rather
 * than their React hooks, so the page's hooks are the same ones before and after it arrives (the
 * page is never remounted: no flash, no lost choice on a card).
 */

/** The fonte of the page's store, re-read when it changes. */
export function useFonteDoCatalogo(): FonteDoCatalogo {
  const store = useAppStore();
  const assinar = useCallback((ouvinte: () => void) => assinarFonte(store, ouvinte), [store]);
  const ler = useCallback(() => fonteDe(store), [store]);
  return useSyncExternalStore(assinar, ler, ler);
}

/** A read through RTK Query: what `select` gives, trimmed to what the page uses. */
interface EstadoDaLeitura<D> {
  data?: D;
  isUninitialized: boolean;
  isLoading: boolean;
  isError: boolean;
}

interface Leitura<D> {
  /** Subscribes the page to the entry (as a query hook does): returns the unsubscribe. */
  assinar: (dispatch: AppDispatch) => () => void;
  selecionar: (state: RootState) => EstadoDaLeitura<D>;
}

function useLeitura<D>(leitura: Leitura<D> | null): EstadoDaLeitura<D> | undefined {
  const dispatch = useAppDispatch();
  useEffect(() => leitura?.assinar(dispatch), [leitura, dispatch]);
  return useAppSelector((state) => leitura?.selecionar(state));
}

/** The last value that was not undefined (a query hook's `data`: the previous page shows while the next is read). */
function useUltimo<T>(atual: T | undefined): T | undefined {
  const [ultimo, setUltimo] = useState(atual);
  if (atual !== undefined && atual !== ultimo) setUltimo(atual);
  return atual ?? ultimo;
}

export interface ConsultaDoCatalogo {
  /** This page's answer, or the last one while another is read. */
  data: CatalogPage | undefined;
  /** Only this page's answer. */
  currentData: CatalogPage | undefined;
  isFetching: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch: () => void;
  /** A page past the end's answer, kept under the page it holds. */
  guardarCorrigida: (filtros: CatalogFilters, pagina: CatalogPage) => void;
}

/** The grid's page for `filters`. */
export function useCatalogo(filters: CatalogFilters): ConsultaDoCatalogo {
  const store = useAppStore();
  const { api, inicial } = useFonteDoCatalogo();
  const doInicio = inicial !== null && mesmaConsulta(inicial.filtros, filters);
  // The first page still on its way through the public client: RTK Query must not ask for it again.
  const inicioPendente = doInicio && inicial.pagina === undefined && !inicial.paginaFalhou;

  const { categoria, busca, precoMin, precoMax, ordenacao, page } = filters;
  const leitura = useMemo((): Leitura<CatalogPage> | null => {
    if (!api || inicioPendente) return null;
    const arg: CatalogFilters = { categoria, busca, precoMin, precoMax, ordenacao, page };
    const endpoint = api.catalogoApi.endpoints.getCatalogo;
    const selecionar = endpoint.select(arg);
    return {
      assinar: (dispatch) => dispatch(endpoint.initiate(arg)).unsubscribe,
      selecionar: (state) => selecionar(state),
    };
  }, [api, inicioPendente, categoria, busca, precoMin, precoMax, ordenacao, page]);
  const rtk = useLeitura(leitura);

  const currentData = rtk?.data ?? (doInicio ? inicial.pagina : undefined);
  const isError = rtk ? rtk.isError : doInicio && inicial.paginaFalhou;
  const isFetching = rtk ? rtk.isLoading || rtk.isUninitialized : doInicio ? inicioPendente : true;
  const data = useUltimo(currentData);
  // RTK Query comes after the grid has answered: this effect runs after the commit that made its
  // cards live, so its request is not on the path to them. Anything but the page the page started
  // with needs it at once.
  const respondeu = currentData !== undefined || isError;
  useEffect(() => {
    if (respondeu || !doInicio) pedirApi(store);
  }, [respondeu, doInicio, store]);
  const refetch = useCallback(() => {
    if (!api) return lerDeNovo(store);
    void store.dispatch(api.catalogoApi.endpoints.getCatalogo.initiate(filters, { subscribe: false, forceRefetch: true }));
  }, [api, store, filters]);
  const guardarCorrigida = useCallback((filtros: CatalogFilters, pagina: CatalogPage) => guardarPaginaCorrigida(store, filtros, pagina), [store]);
  return {
    data,
    currentData,
    isFetching,
    isLoading: isFetching && data === undefined,
    isSuccess: currentData !== undefined && !isError,
    isError,
    refetch,
    guardarCorrigida,
  };
}

/** The categories (the strip, the banners, the filters). */
export function useCategorias(): { data: Categoria[] | undefined; isLoading: boolean; isSuccess: boolean } {
  const { api, inicial } = useFonteDoCatalogo();
  const pendentes = inicial !== null && inicial.categorias === undefined && !inicial.categoriasFalharam;
  const leitura = useMemo((): Leitura<Categoria[]> | null => {
    if (!api || pendentes) return null;
    const endpoint = api.catalogoApi.endpoints.getCategorias;
    const selecionar = endpoint.select();
    return { assinar: (dispatch) => dispatch(endpoint.initiate()).unsubscribe, selecionar: (state) => selecionar(state) };
  }, [api, pendentes]);
  const rtk = useLeitura(leitura);
  const data = rtk?.data ?? inicial?.categorias;
  return { data, isLoading: data === undefined && (rtk ? !rtk.isError : pendentes), isSuccess: data !== undefined };
}

/** "Você quis dizer…": the products closest to a search that found nothing (RTK Query is loaded by then). */
export function useSugestoes(busca: string, pedir: boolean): SugestaoBusca[] | undefined {
  const store = useAppStore();
  const { api } = useFonteDoCatalogo();
  useEffect(() => {
    if (pedir) pedirApi(store);
  }, [pedir, store]);
  const leitura = useMemo((): Leitura<SugestaoBusca[]> | null => {
    if (!api || !pedir) return null;
    const endpoint = api.catalogoApi.endpoints.getCatalogoSugestoes;
    const selecionar = endpoint.select(busca);
    return { assinar: (dispatch) => dispatch(endpoint.initiate(busca)).unsubscribe, selecionar: (state) => selecionar(state) };
  }, [api, pedir, busca]);
  return useLeitura(leitura)?.data;
}

/** One product by id (a shared link to a product not on the page); `null` id: none asked. */
export function useProdutoPorId(id: number | null): { currentData: ProdutoCatalogo | null | undefined; isSuccess: boolean; isError: boolean } {
  const store = useAppStore();
  const { api } = useFonteDoCatalogo();
  useEffect(() => {
    if (id !== null) pedirApi(store);
  }, [id, store]);
  const leitura = useMemo((): Leitura<ProdutoCatalogo | null> | null => {
    if (!api || id === null) return null;
    const endpoint = api.catalogoApi.endpoints.getProdutoCatalogo;
    const selecionar = endpoint.select(id);
    return { assinar: (dispatch) => dispatch(endpoint.initiate(id)).unsubscribe, selecionar: (state) => selecionar(state) };
  }, [api, id]);
  const rtk = useLeitura(leitura);
  const isSuccess = rtk !== undefined && !rtk.isUninitialized && !rtk.isLoading && !rtk.isError;
  return { currentData: isSuccess ? rtk.data : undefined, isSuccess, isError: rtk?.isError ?? false };
}
