export { ReciboPage } from './ReciboPage';
