export { VendasListPage } from './VendasListPage';
export { VendaPage } from './VendaPage';
