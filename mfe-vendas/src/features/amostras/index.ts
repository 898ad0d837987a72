export { OrcamentosCompraExemploRoutes, OrcamentosExemploRoutes } from './AmostrasRoutes';
