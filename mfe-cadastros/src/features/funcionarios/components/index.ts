export { DadosPessoaisFields } from './DadosPessoaisFields';
export { FuncionarioTabs } from './FuncionarioTabs';
export { NovoUsuarioFields } from './NovoUsuarioFields';
export { SemUsuario } from './SemUsuario';
export { UsuarioVinculadoFields } from './UsuarioVinculadoFields';
