import { lazy, Suspense, use } from 'react';
import { Route, Routes, type RouteObject } from 'react-router-dom';
import { AuthNavigation, HomeRedirect, PasswordRecovery } from '../features/auth';
import { RemoteArea } from '../features/remotes';
import { backOfficeSections, sectionOfPath, storefrontSections } from '../features/sections';

/**
 * The back-office frame (staff guard, menus, the phones' menu sheet, the hub pages) is its own chunk
 * (./backOffice.tsx): a shopper on /catalogo never downloads it, nor the Radix dialog it brings
 * (tooling/federation.ts LOADED_ON_DEMAND), nor the design-system parts only it shows.
 */
type BackOfficeModule = typeof import('./backOffice');
let backOffice: BackOfficeModule | undefined;
let backOfficeLoad: Promise<BackOfficeModule> | undefined;
/** Loads the back-office chunk once (again after a failed attempt). */
export const preloadBackOffice = (): Promise<BackOfficeModule> =>
  (backOfficeLoad ??= import('./backOffice').then(
    (module) => (backOffice = module),
    (error: unknown) => {
      backOfficeLoad = undefined;
      throw error;
    },
  ));
const GuardedBackOffice = lazy(() => preloadBackOffice().then(({ GuardedBackOffice }) => ({ default: GuardedBackOffice })));

/**
 * `/<section>` of the back-office: rendered only inside GuardedBackOffice's layout, so its chunk is
 * there already and the hub draws in the same commit (a React.lazy would suspend once and blank the
 * layout). Should it ever render first, it suspends until the chunk is in.
 */
function SectionIndex({ section }: { section: string }) {
  const { SectionIndex: Index } = backOffice ?? use(preloadBackOffice());
  return <Index section={section} />;
}

/** The 404 page: a chunk of its own, as no first page of the storefront or back-office shows it. */
const NotFound = lazy(() => import('../features/not-found').then(({ NotFound }) => ({ default: NotFound })));

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
 * has one (SectionIndex), so deeper paths alone reach the remote's routes.
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
          <Suspense fallback={null}>
            <GuardedBackOffice />
          </Suspense>
        }
      >
        {backOfficeSections().flatMap(({ path, remote }) => [
          <Route key={`${path}-index`} path={`/${path}`} element={<SectionIndex key={path} section={path} />} />,
          <Route key={path} path={`/${path}/*`} element={<RemoteArea key={path} remote={remote} section={path} />} />,
        ])}
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <NotFound />
          </Suspense>
        }
      />
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
