export { NotFound } from './NotFound';
