// What routes.tsx mounts for /estoque/gestor-preco.
export { GestorPrecoPage } from './GestorPrecoPage';
