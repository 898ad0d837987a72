import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CatalogoPage } from './features/catalogo';
import { LinksPage } from './features/links';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform/core';

// Its own chunk: /catalogo's first load does not carry the 404 page.
const StorefrontNotFound = lazy(() => import('./components/layout/StorefrontNotFound').then((m) => ({ default: m.StorefrontNotFound })));

/**
 * `./routes`: the public storefront, /catalogo and /links, each one page (its index route). Any deeper
 * path is the 404 page, as the shell shows for an unknown path, and the page servers answer it with
 * HTTP 404: a sub-route added here goes into `STOREFRONT_SUBPATHS` in scripts/pageHead.mjs too.
 */
export default function CatalogRoutes({ section }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={section === 'links' ? <LinksPage /> : <CatalogoPage />} />
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <StorefrontNotFound />
          </Suspense>
        }
      />
    </Routes>
  );
}
