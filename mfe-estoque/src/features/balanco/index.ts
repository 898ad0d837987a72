// What routes.tsx mounts for /estoque/balanco: the list, a new session, and one session.
export { BalancoListPage } from './BalancoListPage';
export { BalancoNovoPage } from './BalancoNovoPage';
export { BalancoPage } from './BalancoPage';
