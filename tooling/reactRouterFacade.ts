/**
 * What the shell provides as the shared `react-router-dom` (tooling/federation.ts: the share's
 * `import`): only the names the project's code imports from it, out of React Router's own modules.
 *
 * A shared module is never tree-shaken (a remote may import any of its exports), so sharing the
 * whole package shipped all of React Router (≈63 KB gzipped) on every page. The code keeps importing
 * from `react-router-dom`; every build resolves that to this module's single copy in the shell.
 *
 * A name the code imports from `react-router-dom` must be here: e2e/tests/router-facade.test.ts
 * lists them from the sources and fails on a missing one (a remote would otherwise get `undefined`).
 * Nothing imports `react-router` directly (eslint `no-restricted-imports`): that would bundle a
 * second router, with contexts the shell's router never fills.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that reads React Router's own modules
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  useBlocker,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider: the DOM one (state updates through react-dom's flushSync).
// eslint-disable-next-line no-restricted-imports -- the one place that reads React Router's own modules
export { RouterProvider } from 'react-router/dom';
