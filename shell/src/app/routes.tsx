import { lazy, Suspense } from 'react';
import { Route, Routes, type RouteObject } from 'react-router-dom';
import { AuthNavigation, HomeRedirect, PasswordRecovery, RequireStaff } from '../features/auth';
import { SectionArea, SectionIndex } from '../features/navigation';
import { NotFound } from '../features/not-found';
import { RemoteArea } from '../features/remotes';
import { backOfficeSections, sectionOfPath, storefrontSections } from '../features/sections';

/**
 * The back-office frame (menus, the phones' menu sheet) is its own chunk: a shopper on /catalogo never
 * downloads it, nor the Radix dialog it brings (tooling/federation.ts LOADED_ON_DEMAND).
 */
const BackOfficeLayout = lazy(() => import('../features/layout').then(({ BackOfficeLayout }) => ({ default: BackOfficeLayout })));

/** The remote a path needs (its section's owner in config.json); the layout is the shell's. */
export function remotesForPath(pathname: string): string[] {
  const section = sectionOfPath(pathname);
  return section ? [section.remote] : [];
}

/** Whether a path is in the back-office (its menus need every remote's `./navigation`). */
export const isBackOfficePath = (pathname: string): boolean => sectionOfPath(pathname)?.layout === 'back-office';

/**
 * Every route of both specifications. Which sections exist and which remote serves `/<section>/*`
 * come from config.json, read at boot (no section is compiled into the shell); `/<section>` itself is the hub the remote's `./navigation` describes, when it
 * has one (SectionIndex), so deeper paths alone reach the remote's routes (SectionArea: the owner's, or
 * another remote's for a page it adds to the section, issue 28).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      {/* Public storefront pages, outside the back-office layout: they need no navigation. */}
      {storefrontSections().map(({ path, remote }) => (
        <Route key={path} path={`/${path}/*`} element={<RemoteArea key={path} remote={remote} section={path} />} />
      ))}
      <Route
        element={
          <RequireStaff>
            <Suspense fallback={null}>
              <BackOfficeLayout />
            </Suspense>
          </RequireStaff>
        }
      >
        {backOfficeSections().flatMap(({ path }) => [
          <Route key={`${path}-index`} path={`/${path}`} element={<SectionIndex key={path} section={path} />} />,
          <Route key={path} path={`/${path}/*`} element={<SectionArea key={path} section={path} />} />,
        ])}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * The data router's route table: one splat route around the descendant <Routes> above (and the
 * remotes' own), so data-router APIs such as useBlocker work everywhere.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <AuthNavigation />
        <PasswordRecovery />
        <AppRoutes />
      </>
    ),
  },
];
