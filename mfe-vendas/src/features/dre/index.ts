export { DrePage } from './DrePage';
