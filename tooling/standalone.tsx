/**
 * The standalone dev entry of a remote (`npm run dev -w mfe-estoque`): the same store, theme, auth and
 * Supabase client the shell provides, around this remote's routes only, with a sign-in button so a
 * developer can work on a back-office screen without the shell.
 */
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Button, LojaThemeProvider, Toaster } from '@loja/shared-ui';
import { AuthProvider, SignInDialog, initSupabase, loadRuntimeConfig, makeStore, useAuth } from '@loja/shared-ui/platform';

function DevBar() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8, padding: 8, borderBottom: '1px solid #ddd', alignItems: 'center' }}>
      <strong>Modo isolado</strong>
      <span style={{ marginLeft: 'auto' }}>{user?.email ?? 'não autenticado'}</span>
      {user ? <Button size="sm" variant="ghost" onClick={() => void signOut()}>Sair</Button> : <Button size="sm" onClick={() => setOpen(true)}>Entrar</Button>}
      <SignInDialog open={open} onOpenChange={setOpen} onSignedIn={() => setOpen(false)} />
    </div>
  );
}

export async function renderStandalone(RemoteRoutes: ComponentType<{ section: string }>, sections: string[]): Promise<void> {
  const config = await loadRuntimeConfig('/config.json');
  initSupabase(config);
  const store = makeStore();
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <LojaThemeProvider>
        <AuthProvider>
          <BrowserRouter>
            <DevBar />
            <Routes>
              {sections.map((section) => (
                <Route key={section} path={`/${section}/*`} element={<RemoteRoutes section={section} />} />
              ))}
              <Route path="*" element={<Navigate to={`/${sections[0]}`} replace />} />
            </Routes>
          </BrowserRouter>
          <Toaster />
        </AuthProvider>
      </LojaThemeProvider>
    </Provider>,
  );
}
