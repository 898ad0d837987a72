/**
 * The standalone dev entry of a remote (`npm run dev -w mfe-estoque`): the same store, theme, auth and
 * Supabase client the shell provides, a data router as the shell's (so `useBlocker` works), this
 * remote's sections (from tooling/remotes.json) with the hub pages and submenu links of its
 * `./navigation`, and a sign-in button, so a developer can work on a back-office screen without the shell.
 */
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Navigate, NavLink, Route, RouterProvider, Routes, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LojaThemeProvider, Toaster } from '@loja/shared-ui';
import {
  AuthProvider,
  PasswordRecoveryDialog,
  SignInDialog,
  initSupabase,
  loadSupabase,
  loadRuntimeConfig,
  makeStore,
  useAuth,
  type RemoteNavigation,
  type RemoteRoutesProps,
} from '@loja/shared-ui/platform';
import { NavigationHubPage } from './NavigationHubPage.tsx';
import { sectionHref } from './navigationPaths.ts';
import { sectionsOf, type RemoteName } from './remotes.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme }) => theme.colors.text};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const UserEmail = styled.span`
  margin-left: auto;
`;

interface StandaloneProps {
  remote: RemoteName;
  RemoteRoutes: ComponentType<RemoteRoutesProps>;
  navigation?: RemoteNavigation;
}

function DevBar({ remote, navigation }: Omit<StandaloneProps, 'RemoteRoutes'>) {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const links = sectionsOf(remote).flatMap(({ path, label }) => [
    { to: `/${path}`, label },
    ...(navigation?.sections.find((s) => s.section === path)?.menu ?? []).map((entry) => ({ to: sectionHref(path, entry.path), label: entry.label })),
  ]);
  return (
    <Bar>
      <strong>Modo isolado</strong>
      {links.map(({ to, label }) => (
        <NavLink key={to} to={to} end>
          {label}
        </NavLink>
      ))}
      <UserEmail>{user?.email ?? 'não autenticado'}</UserEmail>
      {user ? (
        <Button size="sm" variant="ghost" onClick={() => void signOut()}>
          Sair
        </Button>
      ) : (
        <Button size="sm" onClick={() => setOpen(true)}>
          Entrar
        </Button>
      )}
      <SignInDialog open={open} onOpenChange={setOpen} onSignedIn={() => setOpen(false)} />
      <PasswordRecoveryDialog />
    </Bar>
  );
}

function StandaloneRoutes({ remote, RemoteRoutes, navigation }: StandaloneProps) {
  const sections = sectionsOf(remote).map((s) => s.path);
  return (
    <>
      <DevBar remote={remote} navigation={navigation} />
      <Routes>
        {sections.flatMap((section) => {
          const hub = navigation?.sections.find((s) => s.section === section)?.hub;
          return [
            hub ? <Route key={`${section}-hub`} path={`/${section}`} element={<NavigationHubPage section={section} hub={hub} />} /> : null,
            <Route key={section} path={`/${section}/*`} element={<RemoteRoutes section={section} />} />,
          ];
        })}
        <Route path="*" element={<Navigate to={`/${sections[0]}`} replace />} />
      </Routes>
    </>
  );
}

/** Renders one remote alone: `void renderStandalone('estoque', EstoqueRoutes, navigation)`. */
export async function renderStandalone(
  remote: RemoteName,
  RemoteRoutes: ComponentType<RemoteRoutesProps>,
  navigation?: RemoteNavigation,
): Promise<void> {
  const config = await loadRuntimeConfig('/config.json');
  initSupabase(config);
  // A remote's pages call getSupabase() as they render: load the client before the first one.
  await loadSupabase();
  const store = makeStore();
  // A splat root route around descendant <Routes>, as in the shell.
  const router = createBrowserRouter([{ path: '*', element: <StandaloneRoutes remote={remote} RemoteRoutes={RemoteRoutes} navigation={navigation} /> }]);
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <LojaThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </LojaThemeProvider>
    </Provider>,
  );
}
