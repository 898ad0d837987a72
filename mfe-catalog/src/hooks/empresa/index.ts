export { useGetEmpresaPublicaQuery, EMPRESA_ID } from './api';
export type { EmpresaPublica } from './api';
