import { Route, Routes } from 'react-router-dom';
import { HomeRedirect, RequireStaff } from '../features/auth';
import { BackOfficeLayout } from '../features/layout';
import { NotFound } from '../features/not-found';
import { RemoteArea, type RemoteName } from '../features/remotes';

/** Base paths of the back-office and the remote that serves each. */
const BACK_OFFICE: { section: string; remote: RemoteName }[] = [
  { section: 'dashboard', remote: 'placeholders' },
  { section: 'cadastros', remote: 'cadastros' },
  { section: 'estoque', remote: 'estoque' },
  { section: 'vendas', remote: 'placeholders' },
  { section: 'financeiro', remote: 'placeholders' },
  { section: 'relatorios', remote: 'placeholders' },
  { section: 'configuracao', remote: 'placeholders' },
];

/** The remotes a path needs (back-office paths also need nothing else: the layout is the shell's). */
export function remotesForPath(pathname: string): RemoteName[] {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'catalogo' || first === 'links') return ['catalog'];
  const match = BACK_OFFICE.find((entry) => entry.section === first);
  return match ? [match.remote] : [];
}

/** Every route of both specifications, each mounted on the remote that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      {/* Public storefront pages, outside the back-office layout. */}
      <Route path="/catalogo/*" element={<RemoteArea key="catalogo" remote="catalog" section="catalogo" />} />
      <Route path="/links/*" element={<RemoteArea key="links" remote="catalog" section="links" />} />
      <Route
        element={
          <RequireStaff>
            <BackOfficeLayout />
          </RequireStaff>
        }
      >
        {BACK_OFFICE.map(({ section, remote }) => (
          <Route key={section} path={`/${section}/*`} element={<RemoteArea key={section} remote={remote} section={section} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
