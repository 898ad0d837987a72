// What routes.tsx mounts for /estoque/gestor-promocao.
export { GestorPromocaoPage } from './GestorPromocaoPage';
