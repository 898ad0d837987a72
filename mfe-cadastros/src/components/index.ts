/** Pieces the registers of this remote share (features may import these; never each other). */
export { EnderecoFields } from './EnderecoFields';
export { PessoaFields } from './PessoaFields';
export { StatusSection } from './StatusSection';
