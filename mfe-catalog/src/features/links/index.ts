import { lazy } from 'react';

/**
 * /links, a chunk of its own: /catalogo's start-up code, which every shopper's first page waits for
 * before the grid takes taps, does not carry the landing page (issue 25 §2). While it loads, the
 * shell's remote area shows its "Carregando...".
 */
export const LinksPage = lazy(() => import('./LinksPage').then((module) => ({ default: module.LinksPage })));
