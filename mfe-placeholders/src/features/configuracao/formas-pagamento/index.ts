export { FormasPagamentoListPage } from './FormasPagamentoListPage';
export { FormaPagamentoFormPage } from './FormaPagamentoFormPage';
