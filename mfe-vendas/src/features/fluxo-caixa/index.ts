export { FluxoCaixaPage } from './FluxoCaixaPage';
