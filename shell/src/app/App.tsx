import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { LojaThemeProvider, Toaster } from '@loja/shared-ui';
import { AuthProvider, makeStore } from '@loja/shared-ui/platform';
import { AuthNavigation } from '../features/auth';
import { AppRoutes } from './routes';

/** The one store, theme, auth state and router every remote renders inside. */
export function App() {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <LojaThemeProvider>
        <AuthProvider>
          <BrowserRouter>
            <AuthNavigation />
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </AuthProvider>
      </LojaThemeProvider>
    </Provider>
  );
}
