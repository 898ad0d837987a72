export { useGetEmpresaPublicaQuery, empresaApi, EMPRESA_ID } from './api';
export type { EmpresaPublica } from './api';
