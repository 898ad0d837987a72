/** Pieces the registers of this remote share (features may import these; never each other). */
export { contatoColumns } from './contatoColumns';
export { EnderecoFields } from './EnderecoFields';
export { PessoaFields } from './PessoaFields';
export { StatusSection } from './StatusSection';
export * from './csv';
