export { EditarPedidoPage } from './EditarPedidoPage';
