// What routes.tsx mounts for /estoque/movimentacao.
export { MovimentacoesListPage } from './MovimentacoesListPage';
export { MovimentacaoEditPage } from './MovimentacaoEditPage';
export { NovaMovimentacaoPage } from './nova';
