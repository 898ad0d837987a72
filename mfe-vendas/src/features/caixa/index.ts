export { CaixaPage } from './CaixaPage';
