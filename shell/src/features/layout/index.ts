export { BackOfficeLayout } from './BackOfficeLayout';
