export { NovaVendaPage } from './NovaVendaPage';
