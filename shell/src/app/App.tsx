import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { LojaThemeProvider, Toaster, revelarPagina } from '@loja/shared-ui';
import { AuthProvider, makeStore } from '@loja/shared-ui/platform/core';
import { minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { sectionOfPath } from '../features/sections';
import { APP_ROUTES } from './routes';

/** The one store, theme, auth state and (data) router every remote renders inside. */
export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(() => createBrowserRouter(APP_ROUTES));
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  // The storefront from md up: bottom left, clear of the sacola (a sheet on the right) and of a
  // dialog's title (issue 25). Phones and the back-office keep the default (under the header).
  const tabletOuMaior = useMediaQuery(minWidthQuery('md'));
  const storefront = sectionOfPath(pathname)?.layout === 'storefront';
  // The server-rendered first view is of the first address only: leaving it (a redirect, a link)
  // before the page took over shows #root (primeiraVista.ts).
  const primeiroEndereco = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== primeiroEndereco.current) revelarPagina();
  }, [pathname]);
  return (
    <Provider store={store}>
      <LojaThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster position={storefront && tabletOuMaior ? 'bottom-left' : undefined} />
        </AuthProvider>
      </LojaThemeProvider>
    </Provider>
  );
}
