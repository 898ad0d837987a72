export { NovaMovimentacaoPage } from './NovaMovimentacaoPage';
