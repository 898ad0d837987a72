import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { LojaThemeProvider, Toaster } from '@loja/shared-ui';
import { AuthProvider, makeStore } from '@loja/shared-ui/platform';
import { APP_ROUTES } from './routes';

/** The one store, theme, auth state and (data) router every remote renders inside. */
export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(() => createBrowserRouter(APP_ROUTES));
  return (
    <Provider store={store}>
      <LojaThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </LojaThemeProvider>
    </Provider>
  );
}
