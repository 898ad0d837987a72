export { CurvaAbcPage } from './CurvaAbcPage';
export { MaisVendidosPage } from './MaisVendidosPage';
export { MargemPage } from './MargemPage';
