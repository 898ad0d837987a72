export { OrcamentosCompraExemploRoutes } from './AmostrasRoutes';
