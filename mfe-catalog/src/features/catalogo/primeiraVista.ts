import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PRIMEIRA_VISTA_ID, lerDadosPrimeiraVista, revelarPagina } from '@loja/shared-ui';
import { useAppStore, type AppStore } from '@loja/shared-ui/platform/core';
import type { CatalogFilters } from './filters';
import { comecarComDados, comecarLendo, fonteDe } from './fonteDoCatalogo';
import type { Categoria } from './leituras';
import type { CatalogPage } from './types';
import type { EmpresaPublica } from '../../hooks/empresa/api';

/**
 * The client's side of the server-rendered first view (issue 25 §1; the server's is
 * src/primeiraVista/render.tsx).
 *
 * The public data the first view of /catalogo shows (issue 25 §1): the categories row, the
 * company's public face (the banners' and footer's WhatsApp, the footer's contacts) and the product
 * grid's page for the address's filters, order and page (so a phone's largest paint, the first card's
 * photo, is in the HTML). The page server reads them through the client's own endpoints (so the same
 * queries, the anon key alone; `lerDadosPublicos` in ./apiDoCatalogo.ts) on every request, and puts
 * them in the page; the client starts its page with them before its first render (./fonteDoCatalogo.ts,
 * then RTK Query's cache once it is loaded), so its first commit equals the fragment and nothing is
 * asked for twice.
 */
export interface DadosPrimeiraVista {
  categorias: Categoria[];
  empresa: EmpresaPublica | null;
  /** The grid's page, under the very argument the grid's `useGetCatalogoQuery(filters)` passes. */
  catalogo: { filtros: CatalogFilters; pagina: CatalogPage };
}

/** Puts the data where the page starts from (./fonteDoCatalogo.ts), as if it had just read it. */
export function semearCache(store: AppStore, dados: DadosPrimeiraVista): void {
  comecarComDados(store, dados);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a value read from the page is this data (the script could be anything, e.g. an older remote's). */
export function isDadosPrimeiraVista(value: unknown): value is DadosPrimeiraVista {
  if (!isObject(value)) return false;
  const { categorias, empresa, catalogo } = value;
  return (
    Array.isArray(categorias) &&
    (empresa === null || isObject(empresa)) &&
    isObject(catalogo) &&
    isObject(catalogo.filtros) &&
    isObject(catalogo.pagina) &&
    Array.isArray(catalogo.pagina.rows)
  );
}

/**
 * Before the page's first render: the public data the page server rendered the first view from is
 * what the page starts with, so the first commit shows the same categories and products (no loading
 * row, no second request). Once per page load (the script is removed when read). Without a first
 * view, the first page and the categories are read at once through the public client (issue 25 §2).
 */
export function useSementePrimeiraVista(): void {
  const store = useAppStore();
  const { search } = useLocation();
  useState(() => {
    // The page server's render seeded its store already (render.tsx); it has no document to read.
    if (fonteDe(store).inicial) return null;
    const dados = lerDadosPrimeiraVista<unknown>();
    // During the first render, before any component reads the fonte: nothing subscribed yet re-renders.
    if (isDadosPrimeiraVista(dados)) semearCache(store, dados);
    else comecarLendo(store, search);
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

/*
 * Taps before the takeover (issue 25 §3: "a product card is tappable (add to bag) as soon as it is
 * visible"). The first view's cards are in the HTML seconds before React on a slow phone, and the
 * client renders into #root instead of hydrating them, so their buttons have no handler until then.
 * The well-known answer is event replay, as Google's JSAction and Angular's `withEventReplay` do it: a
 * tiny inline listener, in the page's <head> before the cards, records each click on a card's control,
 * and the page replays the clicks on its own copy of the same controls once it has taken over. It
 * beats the alternatives here: hydrating would need the whole client before any tap works (what we
 * are waiting for), and a plain form post to a server the shop does not have cannot add to a bag
 * that lives in localStorage. Every control is named by its card's product and what it does (never
 * by position: choosing a colour narrows the sizes), so taps replayed in order do what they did:
 * colour, size, "Adicionar à sacola" (or open the product), with the page's own rules and toasts.
 */

/** On a product card: its product's id (ProductCard sets these attributes, VariantPicker the colours' and sizes'). */
export const PRODUTO_ATTR = 'data-produto';
/**
 * On a first-view control: what it does. On a card: `adicionar`, `abrir`, `cor:<cor>`,
 * `tamanho:<tamanho>`; in the header (outside any card): `menu`, `sacola`.
 */
export const TOQUE_ATTR = 'data-toque';

/** A tap on a first-view control, recorded before the takeover; `produto` is '' for the header's. */
export interface Toque {
  produto: string;
  toque: string;
}

declare global {
  interface Window {
    /** The taps the inline listener recorded (CAPTURA_DE_TOQUES); taken once by the page. */
    __lojaToques?: Toque[];
  }
}

/**
 * The inline script (render.tsx puts it in the <head>): records clicks (a tap, or Enter/Space on a
 * focused button) on the first view's controls (the cards', the header's menu and sacola), while the
 * first view is there and until the page takes the list. About 300 bytes, no dependency: it runs
 * before any other script of the page.
 */
export const CAPTURA_DE_TOQUES =
  `(function(){var q=window.__lojaToques=[];document.addEventListener('click',function(e){` +
  `var t=e.target,c=t&&t.closest?t.closest('#${PRIMEIRA_VISTA_ID} [${TOQUE_ATTR}]'):null,p=c&&c.closest('[${PRODUTO_ATTR}]');` +
  `if(c&&window.__lojaToques===q)q.push({produto:p?p.getAttribute('${PRODUTO_ATTR}'):'',toque:c.getAttribute('${TOQUE_ATTR}')})},true)})()`;

const isToque = (value: unknown): value is Toque =>
  isObject(value) && typeof value.produto === 'string' && typeof value.toque === 'string';

/** The taps recorded before the takeover, once: the listener stops recording (a page without a first view has none). */
export function tomarToques(): Toque[] {
  if (typeof window === 'undefined') return [];
  const fila: unknown = window.__lojaToques;
  window.__lojaToques = undefined;
  return Array.isArray(fila) ? fila.filter(isToque) : [];
}

/** The page's own control for a recorded tap, or null (a size the chosen colour does not have, a card gone). */
function controleDoToque({ produto, toque }: Toque): HTMLElement | null {
  if (produto === '') {
    const daPagina = Array.from(document.querySelectorAll<HTMLElement>(`[${TOQUE_ATTR}]`)).find(
      (el) => el.getAttribute(TOQUE_ATTR) === toque && el.closest(`[${PRODUTO_ATTR}]`) === null,
    );
    return daPagina ?? null;
  }
  const card = Array.from(document.querySelectorAll(`[${PRODUTO_ATTR}]`)).find((el) => el.getAttribute(PRODUTO_ATTR) === produto);
  const controle = card ? Array.from(card.querySelectorAll<HTMLElement>(`[${TOQUE_ATTR}]`)).find((el) => el.getAttribute(TOQUE_ATTR) === toque) : undefined;
  return controle ?? null;
}

/** Clicks the page's controls for `toques`, in order, one per task. Resolves when done. */
export async function repetirToques(toques: readonly Toque[]): Promise<void> {
  for (const toque of toques) {
    // A task between taps: React commits what one changed (a colour narrows the sizes, the card's
    // handler sees the new choice) before the next is clicked, as between a person's taps.
    await new Promise((done) => setTimeout(done, 0));
    controleDoToque(toque)?.click();
  }
}

/**
 * After the takeover, once the grid shows its products (`pronto`): the taps made on the first view's
 * cards are replayed on the page's cards. Once per page load.
 */
export function useRepetirToques(pronto: boolean): void {
  useEffect(() => {
    if (!pronto) return;
    const toques = tomarToques();
    if (toques.length > 0) void repetirToques(toques);
  }, [pronto]);
}
