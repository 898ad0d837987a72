export { ConfiguracaoRoutes } from './ConfiguracaoRoutes';
